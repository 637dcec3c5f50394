import type { DefinitionSummary } from './api/designerApi';

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The definitions whose code, title, origin (as shown) or overlay target contain every word of the search, accents and case ignored; by code. */
export function filterDefinitions(rows: DefinitionSummary[], search: string, originLabel: (r: DefinitionSummary) => string = (r) => r.origen): DefinitionSummary[] {
  const words = fold(search).split(/\s+/).filter(Boolean);
  return rows
    .filter((r) => {
      const hay = fold([r.informe, r.titulo, originLabel(r), r.overlayOf ?? '', ...r.roles].join(' '));
      return words.every((w) => hay.includes(w));
    })
    .sort((a, b) => a.informe.localeCompare(b.informe));
}
