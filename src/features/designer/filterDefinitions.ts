import type { DefinitionSummary } from './api/designerApi';

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** What the list shows of a row besides its code, title and roles (translated origin and title), to search it too. */
export type ShownText = (r: DefinitionSummary) => string;

/** The definitions whose code, title, roles, overlay target or shown texts contain every word of the search, accents and case ignored; by code. */
export function filterDefinitions(rows: DefinitionSummary[], search: string, shown: ShownText = (r) => r.origen): DefinitionSummary[] {
  const words = fold(search).split(/\s+/).filter(Boolean);
  return rows
    .filter((r) => {
      const hay = fold([r.informe, r.titulo, shown(r), r.overlayOf ?? '', ...r.roles].join(' '));
      return words.every((w) => hay.includes(w));
    })
    .sort((a, b) => a.informe.localeCompare(b.informe));
}
