/** A report card as the home shows it: code plus translated name and description. */
export interface ReportCardData {
  code: string;
  name: string;
  description: string;
  /** Icon id of the card (the definition's), if any. */
  icon?: string | undefined;
  /** The dialog's size from the definition, known before the definition arrives. */
  fullScreen?: boolean;
  maxWidth?: number | undefined;
}

/** Reports whose name or description contains the search text, case- and accent-insensitive. */
export function filterReports<T extends ReportCardData>(reports: readonly T[], search: string): T[] {
  const fold = (s: string) => s.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
  const needle = fold(search.trim());
  if (!needle) return [...reports];
  return reports.filter((r) => fold(r.name).includes(needle) || fold(r.description).includes(needle));
}
