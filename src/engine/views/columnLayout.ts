import type { Column } from '../definition/reportDefinition.gen';

type LayoutColumn = Pick<Column, 'field' | 'hideable' | 'hidden'>;

/** Inserts a column among others after the nearest column that comes before it in the definition's order (first when none is there). */
function insertByDefinition<C extends LayoutColumn>(list: C[], column: C, order: Map<string, number>): C[] {
  const at = order.get(column.field) ?? Number.MAX_SAFE_INTEGER;
  let after = -1;
  let best = -1;
  list.forEach((c, i) => {
    const o = order.get(c.field) ?? Number.MAX_SAFE_INTEGER;
    if (o < at && o > best) {
      best = o;
      after = i;
    }
  });
  return [...list.slice(0, after + 1), column, ...list.slice(after + 1)];
}

/**
 * The columns shown, in their order, of the columns visible by their conditions. Without a layout: the definition's order, hidden ones left
 * out. With one (the fields shown, in order, of a view or of the user's own choice): its fields in its order; a column that cannot be hidden
 * shows anyway, at its place in the definition; fields the definition no longer has are ignored.
 */
export function layoutColumns<C extends LayoutColumn>(visible: readonly C[], layout: readonly string[] | undefined): C[] {
  if (!layout) return visible.filter((c) => c.hideable === false || !c.hidden);
  const byField = new Map(visible.map((c) => [c.field, c]));
  const order = new Map(visible.map((c, i) => [c.field, i]));
  let shown = [...new Set(layout)].map((f) => byField.get(f)).filter((c): c is C => c !== undefined);
  for (const c of visible) if (c.hideable === false && !shown.includes(c)) shown = insertByDefinition(shown, c, order);
  return shown;
}

/** The layout after the user shows or hides a column (shown again, it takes its place in the definition's order). */
export function toggleLayout(visible: readonly LayoutColumn[], layout: readonly string[] | undefined, field: string, shown: boolean): string[] {
  const current = layoutColumns(visible, layout);
  const column = visible.find((c) => c.field === field);
  if (!column || (!shown && column.hideable === false)) return current.map((c) => c.field);
  if (!shown) return current.filter((c) => c.field !== field).map((c) => c.field);
  if (current.includes(column)) return current.map((c) => c.field);
  return insertByDefinition(current, column, new Map(visible.map((c, i) => [c.field, i]))).map((c) => c.field);
}

/** The layout after the user drags columns into a new order (the grid's column ids, its own columns such as the expander left out). */
export function movedLayout(visible: readonly LayoutColumn[], layout: readonly string[] | undefined, gridOrder: readonly string[]): string[] {
  const shown = new Set(layoutColumns(visible, layout).map((c) => c.field));
  return gridOrder.filter((id) => shown.has(id));
}

/** A layout read from an older column choice (field → shown) kept in the browser: the definition's order with the choice applied. */
export function layoutOfChoice(visible: readonly LayoutColumn[], choice: Record<string, boolean>): string[] {
  return visible.filter((c) => c.hideable === false || (choice[c.field] ?? !c.hidden)).map((c) => c.field);
}

/**
 * The columns visible by their conditions in a layout's order, those it does not list after them in the definition's order (none hidden: a
 * grid without the column chooser only orders its columns).
 */
export function orderColumns<C extends LayoutColumn>(visible: readonly C[], layout: readonly string[] | undefined): C[] {
  if (!layout) return [...visible];
  const rank = new Map(layout.map((f, i) => [f, i]));
  const listed = visible.filter((c) => rank.has(c.field)).sort((a, b) => rank.get(a.field)! - rank.get(b.field)!);
  return [...listed, ...visible.filter((c) => !rank.has(c.field))];
}
