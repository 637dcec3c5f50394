import Ajv from 'ajv';

/**
 * Strict ajv for checking conditions when a definition is validated (server, scripts, tests): an unknown keyword in a
 * definition is an error, not a silent 'true'. `$data` lets a condition compare two context values
 * (`{"const": {"$data": "/session/sucursal"}}`). The portal evaluates conditions with compileCondition, which generates
 * no code; ajv stays out of the browser bundle.
 */
export const conditionAjv = new Ajv({ strict: true, strictTypes: false, strictRequired: false, allowUnionTypes: true, allErrors: false, $data: true });
