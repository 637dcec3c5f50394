import { koBody } from '../../errors.js';
import { int, object, str } from '../../schemas/routeSchema.js';

/** The reply of a publication refused because a newer version exists (HTTP 409 VERSION_CONFLICT): the current version, who published it and when. */
export const versionConflictReply = object({
  result: str(undefined, { enum: ['ko'] }), statusCode: str(), statusText: str(), errorCode: str(), errorMsg: str(),
  versionActual: int('The newest published version: compare with it, then publish on top of it with versionBase = versionActual'),
  autor: str('Who published versionActual'), fecha: str('When versionActual was published (ISO date-time)'),
  retirada: { type: 'boolean', description: 'versionActual withdrew the publication (retirarPublicacion): it has no content to compare with' },
}, [], 'A newer version was published after the one the edit started from (versionBase): nothing was stored');

/** A publication whose versionBase is not the newest published version of the report: nothing is stored. */
export class VersionConflict extends Error {
  constructor(readonly code: string, readonly versionBase: number, readonly versionActual: number, readonly autor: string, readonly fecha: string, readonly retirada = false) {
    super(`Report ${code} is at version ${versionActual}, not at version ${versionBase} the edit started from: nothing was published`);
    this.name = 'VersionConflict';
  }

  /** The 409 reply (see versionConflictReply). */
  body() {
    return { ...koBody(409, 'VERSION_CONFLICT', this.message), versionActual: this.versionActual, autor: this.autor, fecha: this.fecha, retirada: this.retirada };
  }
}
