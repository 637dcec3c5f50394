/** What a report code must look like: an upper-case letter, then upper-case letters, digits and underscores. */
export const REPORT_CODE = /^[A-Z][A-Z0-9_]*$/;

/** True for a well-formed report code. */
export function isReportCode(code: string): boolean {
  return REPORT_CODE.test(code);
}
