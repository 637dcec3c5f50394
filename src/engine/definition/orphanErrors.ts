import { definitionError, type DefinitionError } from './definitionError';

/** Errors for the orphans of an overlay merge (mergeOverlay): overlay keys whose standard item no longer exists. */
export function orphanErrors(orphans: string[]): DefinitionError[] {
  return orphans.map((path) => definitionError(path, 'staleOverlayPath', `${path || '/'} patches something the standard definition no longer has (add "$add": true to add it, or remove it from the overlay)`));
}
