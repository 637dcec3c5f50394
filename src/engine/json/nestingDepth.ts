/**
 * Deepest nesting of objects and arrays the services accept in a request body (the body itself is level 1), and — one level less, since a
 * definition travels inside its body — in a report definition. The deepest standard definition nests 15 levels; anything deeper than this is
 * refused before any code walks it recursively (JSON.stringify, structuredClone, ajv, the definition walkers), which would overflow the stack.
 */
export const MAX_NESTING_DEPTH = 64;

/** Deepest nesting of a report definition (the definition itself is level 1): a body holds it one level down. */
export const MAX_DEFINITION_DEPTH = MAX_NESTING_DEPTH - 1;

interface Pending { value: object; depth: number; key: string; parent: Pending | undefined }

/**
 * The keys leading to an object or array of `value` nested deeper than `maxDepth` levels (`value` itself is level 1; array items by
 * index), or undefined when none is. Walks without recursion and never below the limit, so any depth is safe and costs at most the
 * containers above the limit.
 */
export function tooDeepPath(value: unknown, maxDepth: number = MAX_NESTING_DEPTH): string[] | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const pending: Pending[] = [{ value, depth: 1, key: '', parent: undefined }];
  while (pending.length) {
    const item = pending.pop()!;
    if (item.depth > maxDepth) {
      const keys: string[] = [];
      for (let at: Pending | undefined = item; at?.parent; at = at.parent) keys.push(at.key);
      return keys.reverse();
    }
    for (const [key, child] of Object.entries(item.value)) {
      if (child && typeof child === 'object') pending.push({ value: child as object, depth: item.depth + 1, key, parent: item });
    }
  }
  return undefined;
}
