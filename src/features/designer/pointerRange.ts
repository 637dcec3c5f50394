import { parser } from '@lezer/json';
import type { SyntaxNode } from '@lezer/common';
import { pointerSegments } from '../../engine/definition/jsonPointer';

/** A place in a JSON text: offsets of the marked part and whether the whole pointer was found (false: its deepest existing ancestor). */
export interface TextRange {
  from: number;
  to: number;
  exact: boolean;
}

const CONTAINERS = new Set(['Object', 'Array']);
const VALUES = new Set(['Object', 'Array', 'String', 'Number', 'True', 'False', 'Null']);

const valueChildren = (node: SyntaxNode): SyntaxNode[] => {
  const out: SyntaxNode[] = [];
  for (let c = node.firstChild; c; c = c.nextSibling) if (VALUES.has(c.name)) out.push(c);
  return out;
};

const propertyName = (text: string, node: SyntaxNode): string | undefined => {
  const name = node.getChild('PropertyName');
  if (!name) return undefined;
  try {
    return JSON.parse(text.slice(name.from, name.to)) as string;
  } catch {
    return undefined;
  }
};

/** The member `"key": "value"` of an array item that is an object, or undefined. */
const keyMember = (text: string, item: SyntaxNode, key: string, value: string): SyntaxNode | undefined => {
  if (item.name !== 'Object') return undefined;
  for (let c = item.firstChild; c; c = c.nextSibling) {
    if (c.name !== 'Property' || propertyName(text, c) !== key) continue;
    const v = valueChildren(c)[0];
    if (v?.name !== 'String') return undefined;
    try {
      return JSON.parse(text.slice(v.from, v.to)) === value ? c : undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
};

/** A keyed list item segment of an overlay pointer (`[field=importe]`, `[id=csv]`), as the overlay merge names its orphans. */
const KEYED_ITEM = /^\[(id|field)=(.*)\]$/s;

/** First line of a node (a big object or array is marked by its first line only). */
const firstLine = (text: string, from: number, to: number): number => {
  const nl = text.indexOf('\n', from);
  return nl === -1 || nl > to ? to : Math.max(nl, from + 1);
};

/** The mark of a value: a primitive whole, a container by its first line. */
const markValue = (text: string, node: SyntaxNode): { from: number; to: number } =>
  CONTAINERS.has(node.name) ? { from: node.from, to: firstLine(text, node.from, node.to) } : { from: node.from, to: node.to };

/**
 * Where a JSON pointer lies in a JSON text: an object member is marked by its name (and its value when that is a primitive), an array
 * item by itself (first line of a container), a keyed item of an overlay list (`/result/columns/[field=importe]`) by its key member. A pointer
 * that goes further than the text marks its deepest existing ancestor (exact false).
 * A text that does not parse is read as far as the parser recovers.
 */
export function pointerRange(text: string, pointer: string): TextRange {
  const tree = parser.parse(text);
  let node: SyntaxNode | null = tree.topNode.firstChild;
  while (node && !VALUES.has(node.name)) node = node.nextSibling;
  if (!node) return { from: 0, to: Math.min(text.length, firstLine(text, 0, text.length)), exact: false };
  let current: SyntaxNode = node;
  let mark = markValue(text, current);
  for (const segment of pointerSegments(pointer)) {
    node = current;
    if (node.name === 'Object') {
      let member: SyntaxNode | undefined;
      for (let c = node.firstChild; c; c = c.nextSibling) if (c.name === 'Property' && propertyName(text, c) === segment) member = c;
      const value = member ? valueChildren(member)[0] : undefined;
      if (!member) return { ...mark, exact: false };
      const name = member.getChild('PropertyName')!;
      if (!value) return { from: name.from, to: name.to, exact: false };
      mark = CONTAINERS.has(value.name) ? { from: name.from, to: name.to } : { from: name.from, to: value.to };
      current = value;
    } else if (node.name === 'Array') {
      const keyed = KEYED_ITEM.exec(segment);
      if (keyed) {
        // An item named by its key: marked by that key member (`"field": "importe"`).
        const found = valueChildren(node).map((item) => ({ item, member: keyMember(text, item, keyed[1]!, keyed[2]!) })).find((f) => f.member);
        if (!found) return { ...mark, exact: false };
        mark = { from: found.member!.from, to: found.member!.to };
        current = found.item;
        continue;
      }
      if (!/^(0|[1-9]\d*)$/.test(segment)) return { ...mark, exact: false };
      const item: SyntaxNode | undefined = valueChildren(node)[Number(segment)];
      if (!item) return { ...mark, exact: false };
      mark = markValue(text, item);
      current = item;
    } else {
      return { ...mark, exact: false };
    }
  }
  return { ...mark, exact: true };
}
