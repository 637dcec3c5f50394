import { int, nullable, object, str } from '../../schemas/routeSchema.js';

type JsonSchema = Record<string, unknown>;

/** Tags of the designer calls in the OpenAPI document. */
export const tags = ['Designer'];
/** Path prefix of the designer calls. */
export const D = '/wscomun/portaldesigner';

/** A report code. */
export const informe = str('Report code (informe)', { pattern: '^[A-Z][A-Z0-9_]*$', minLength: 1, maxLength: 50 });
/** A definition or overlay as JSON (free-form object; checked by the definition validation, not by the body schema). */
export const definicion: JsonSchema = { type: 'object', additionalProperties: true, maxProperties: 100, description: 'Report definition, or an overlay with overlayOf' };
/** A reply object without a fixed shape. */
export const anyObject: JsonSchema = { type: 'object', additionalProperties: true };
/** A definition error: JSON pointer, stable code, message parameters, English message. */
export const definitionError = object({
  path: str('JSON pointer into the checked (effective) definition'), code: str('Stable id of the check, e.g. schema, unknownFilterField'),
  params: { type: 'object', additionalProperties: { type: ['string', 'number'] } }, message: str('English text'),
  sourcePath: str('For an overlay: the deepest place of the edited overlay that states the erroneous part'),
});
/** The result of the checks: errors, orphan overlay keys, presets the overlay merge left out, effective definition. */
export const checkFields = {
  errores: { type: 'array', items: definitionError },
  huerfanos: { type: 'array', items: str(), description: 'JSON pointers (into the overlay) of keys whose target no longer exists in the standard' },
  descartados: {
    type: 'array', items: str(),
    description: 'JSON pointers (into the standard, by id) of the standard\'s summaries and views the overlay merge left out because they name a column the overlay removes: /result/summaries/[id=…], /views/presets/[id=…]',
  },
  efectiva: nullable(anyObject),
};
/** A positive version number. */
export const version = int('Version number', { minimum: 1 });
