import type { PortalReport } from '../../domain/session/sessionTypes';

/** The address a report entry opens at: its `url` from listaInformesPortal, else /informes/<code in lower case>. */
export function reportAddress(entry: Pick<PortalReport, 'informe' | 'url'>): string {
  return entry.url?.startsWith('/informes/') ? entry.url : `/informes/${entry.informe.toLowerCase()}`;
}

/** The report entry whose address is `pathname` (letter case and a trailing slash ignored), or undefined. */
export function reportAtAddress<T extends Pick<PortalReport, 'informe' | 'url'>>(reports: readonly T[], pathname: string): T | undefined {
  const wanted = pathname.replace(/\/+$/, '').toLowerCase();
  return reports.find((r) => reportAddress(r).toLowerCase() === wanted);
}
