/** Paging fields of a list call (spec 1 §7.1). */
export interface PagingParams {
  offset: number;
  numRows: number;
}

/** offset = rowsPerPage * (page - 1) + 1 (pages start at 1), numRows = rowsPerPage. */
export function pagingParams(page: number, rowsPerPage: number): PagingParams {
  if (!Number.isInteger(page) || page < 1) throw new RangeError(`page must be an integer ≥ 1; got ${page}`);
  if (!Number.isInteger(rowsPerPage) || rowsPerPage < 1) throw new RangeError(`rowsPerPage must be an integer ≥ 1; got ${rowsPerPage}`);
  return { offset: rowsPerPage * (page - 1) + 1, numRows: rowsPerPage };
}
