import { koBody } from '../../errors.js';
import { mergeOverlaySource, type DefinitionStore } from '../../definitions/definitionStore.js';
import { object, str } from '../../schemas/routeSchema.js';

/** An overlay of the organisation that a publication would make stale: its code and the keys (JSON pointers into it) that would lose their target. */
export interface StaleOverlay {
  informe: string;
  huerfanos: string[];
}

/** The `obsoletas` list of a publication's 409 OVERLAYS_STALE reply. */
export const staleOverlaysField = {
  type: 'array',
  description: 'Overlays of the report that the publication would make stale, with the keys that would lose their target (the publication is stored only when confirmarObsoletas is true)',
  items: object({ informe: str(), huerfanos: { type: 'array', items: str() } }, ['informe', 'huerfanos']),
};

/**
 * The overlays of the organisation (published, customer or standard files) whose target is `code` and that its new effective definition would
 * make stale (null: the report would have no definition): keys that would lose their target and have one today. Overlays already stale, or that cannot be read or built, are not counted.
 */
export async function overlaysMadeStale(store: DefinitionStore, code: string, newEffective: unknown, idOrganizacion: number): Promise<StaleOverlay[]> {
  // null: the report leaves the portal (a withdrawn publication of a report without a file), and every overlay of it loses its target.
  const stale: StaleOverlay[] = [];
  for (const other of await store.codes(idOrganizacion)) {
    if (other === code) continue;
    // A definition that cannot be read or built (a malformed customer file, an unknown target) is listed with its problem by the designer, not here.
    let source;
    let before: string[];
    try {
      source = await store.source(other, idOrganizacion);
      if (source?.raw.overlayOf !== code) continue;
      before = (await store.effectiveOf(other, source.raw, idOrganizacion)).orphans;
    } catch {
      continue;
    }
    const lost = newEffective === null ? ['/overlayOf'] : mergeOverlaySource(newEffective, source.raw, other).orphans.filter((key) => !before.includes(key));
    if (lost.length) stale.push({ informe: other, huerfanos: lost });
  }
  return stale;
}

/** The 409 reply of a publication that would make overlays stale and was not confirmed: nothing was stored. */
export function staleOverlaysBody(code: string, stale: StaleOverlay[], doing = 'Publishing') {
  return {
    ...koBody(409, 'OVERLAYS_STALE', `${doing} ${code} would make ${stale.length} overlay(s) stale (${stale.map((s) => s.informe).join(', ')}): confirm with confirmarObsoletas`),
    obsoletas: stale,
  };
}

/** The optional body field that confirms a change making overlays stale. */
export const confirmStaleField = { type: 'boolean', description: 'Go ahead even when overlays of the report would become stale (without it such a change answers 409 OVERLAYS_STALE and stores nothing)' } as const;

/** The 409 reply schema of a change that can make overlays stale, beside a version conflict. */
export function staleOrConflictReply(versionConflictReply: { properties: object }, description: string) {
  return { ...versionConflictReply, properties: { ...versionConflictReply.properties, obsoletas: staleOverlaysField }, description };
}
