/** Where a report link opened without a session is kept while the user logs in (this tab only). */
const KEY = 'portal.returnTo';

/** Only a report's own address (with its view or state) is returned to after the login. */
const isReportAddress = (address: string) => /^\/informes\/[^/?#]+\/?(\?[^#]*)?$/.test(address);

/** Remembers a report address the user asked for before logging in. */
export function rememberReturn(address: string): void {
  if (!isReportAddress(address)) return;
  try {
    sessionStorage.setItem(KEY, address);
  } catch {
    // Without storage the user lands on the home after the login.
  }
}

/** The report address to go to after the login, once (it is forgotten as it is read). */
export function takeReturn(): string | null {
  try {
    const address = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return address && isReportAddress(address) ? address : null;
  } catch {
    return null;
  }
}
