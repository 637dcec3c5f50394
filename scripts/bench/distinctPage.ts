/**
 * The `i`-th distinct page of a list of `total` rows, as the list benchmarks ask them: a page size of 10–29 rows at an offset spread over the
 * whole list (a step of 7,919 rows, prime, wrapping; `shift` moves every offset), so no two requests ask the same page and size until every
 * offset of every size was asked.
 */
export function distinctPage(i: number, total: number, shift = 0): { offset: number; numRows: number } {
  const numRows = 10 + (i % 20);
  return { offset: 1 + ((Math.floor(i / 20) * 7919 + shift) % Math.max(1, total - numRows + 1)), numRows };
}
