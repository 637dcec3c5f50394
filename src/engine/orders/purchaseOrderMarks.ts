/** An order line as the purchase-order marking sees it. */
export interface MarkableLine {
  /** Stable id of the line (unique across orders). */
  key: string;
  /** A purchase order was already generated: the line is locked (spec 2 §4). */
  locked: boolean;
  /** The line's own generarOC flag (S marks it until the user changes it). */
  initiallyMarked?: boolean;
}

/** Marks chosen by the user, by line key. */
export type Marks = Record<string, boolean>;

/** True when a line is marked for generation: locked lines never are; otherwise the user's mark, else the line's own flag. */
export function isMarked(line: MarkableLine, marks: Marks): boolean {
  if (line.locked) return false;
  return marks[line.key] ?? line.initiallyMarked === true;
}

/** Lines that can still be marked (no purchase order yet). */
export function remainingLines<T extends MarkableLine>(lines: readonly T[]): T[] {
  return lines.filter((l) => !l.locked);
}

/** The all-marked flag: true only when there are remaining lines and every one is marked. */
export function allMarked(lines: readonly MarkableLine[], marks: Marks): boolean {
  const remaining = remainingLines(lines);
  return remaining.length > 0 && remaining.every((l) => isMarked(l, marks));
}

/** Select all: when every remaining line is marked, unmarks them all; otherwise marks them all. Locked lines are untouched. */
export function toggleAll(lines: readonly MarkableLine[], marks: Marks): Marks {
  const on = !allMarked(lines, marks);
  const next = { ...marks };
  for (const l of remainingLines(lines)) next[l.key] = on;
  return next;
}

/** The lines of one order to send: every remaining line with marcado S/N; null when none is marked (nothing to generate for that order). */
export function orderSelection<T extends MarkableLine>(lines: readonly T[], marks: Marks): { line: T; marcado: 'S' | 'N' }[] | null {
  const remaining = remainingLines(lines);
  const selection = remaining.map((line) => ({ line, marcado: isMarked(line, marks) ? ('S' as const) : ('N' as const) }));
  return selection.some((s) => s.marcado === 'S') ? selection : null;
}

/** Marks after a generation: the generated lines forget their mark (they come back locked). */
export function clearMarks(marks: Marks, keys: readonly string[]): Marks {
  const next = { ...marks };
  for (const k of keys) delete next[k];
  return next;
}
