import { Validator, type OutputUnit, type Schema } from '@cfworker/json-schema';
import type { ConditionContext } from '../conditions/conditionContext';
import type { ReportDefinition } from '../definition/reportDefinition.gen';
import type { RuleFailure } from '../filters/checkRules';
import { buildPayload } from './buildPayload';
import { payloadSources } from './payloadSources';

/** The JSON Schema of the body of each call of the services, by path (schemas/request-bodies.gen.json, generated from their OpenAPI document). */
export type RequestBodies = Record<string, object>;

/** Fields the client adds to every call (session token and company), present when the body is checked. */
const SESSION_FIELDS = ['tira', 'empresa'];
/** Widgets whose values are dates: a value the services refuse is an invalid date. */
const DATE_WIDGETS = new Set(['date', 'month', 'dateRange']);
const DATE_FORMATS = new Set(['dmy', 'ymd', 'iso', 'month']);

const validators = new WeakMap<object, Validator>();
function validatorOf(schema: object): Validator {
  let v = validators.get(schema);
  if (!v) {
    v = new Validator(schema as Schema, '7', false);
    validators.set(schema, v);
  }
  return v;
}

/** The payload key an error is about: the first segment of its instance location, or the property a `required` error names. */
function keyOf(unit: OutputUnit): string | undefined {
  const segment = unit.instanceLocation.replace(/^#\/?/, '').split('/')[0];
  if (segment) return decodeURIComponent(segment).replace(/~1/g, '/').replace(/~0/g, '~');
  const named = /"([^"]+)"/.exec(unit.error);
  return unit.keyword === 'required' ? named?.[1] : undefined;
}

/** The catalogue message of a refused value of a field: what the user can correct. */
function messageFor(def: ReportDefinition, field: string | undefined, units: OutputUnit[], bodySchema: Record<string, unknown>, key: string): Pick<RuleFailure, 'messageKey' | 'params'> {
  const keywords = new Set(units.map((u) => u.keyword));
  const widget = field ? (def.filters.uiSchema?.[field] as Record<string, unknown> | undefined)?.['ui:widget'] : undefined;
  const expr = def.request?.payload[key] as { format?: string } | undefined;
  const prop = ((bodySchema.properties as Record<string, Record<string, unknown>> | undefined)?.[key]) ?? {};
  const isDate = (typeof widget === 'string' && DATE_WIDGETS.has(widget)) || (expr?.format !== undefined && DATE_FORMATS.has(expr.format)) || String(prop.pattern ?? '').includes('\\d{2}/');
  if (isDate) return { messageKey: 'messages.notValidDate' };
  const selection = def.result.kind === 'selection' && def.result.field === field ? def.result.emptySelectionKey : undefined;
  if (keywords.has('minItems') || keywords.has('required') || keywords.has('minLength')) return { messageKey: selection ?? 'messages.fieldRequired' };
  if (keywords.has('maxLength') || keywords.has('maxItems')) {
    const max = prop.maxLength ?? prop.maxItems;
    return { messageKey: 'messages.valueTooLong', params: { max: String(max ?? '') } };
  }
  if (keywords.has('minimum') || keywords.has('maximum')) return { messageKey: 'messages.numberOutOfRange', params: { min: String(prop.minimum ?? ''), max: String(prop.maximum ?? '') } };
  if (/\\d\*|\\d\+|\[0-9\]/.test(String(prop.pattern ?? '')) || keywords.has('type')) {
    const types = JSON.stringify(prop.type ?? prop.anyOf ?? '');
    if (types.includes('integer') || types.includes('number') || prop.pattern) return { messageKey: 'messages.notANumber' };
  }
  return { messageKey: 'messages.invalidValue' };
}

/**
 * Checks the request a report's form builds against the services' contract (the body schema of its endpoint) before it is sent: every
 * violation becomes a blocking failure at the filter fields its payload key is made from, with a catalogue message (an invalid date, a
 * required choice, a number, a value too long…). A value made from no field (a constant, the session) fails without fields: the definition
 * is wrong. Nothing is checked when the contract does not describe the endpoint (a call of a real ERP not in the document).
 */
export function contractFailures(def: ReportDefinition, ctx: ConditionContext, bodies: RequestBodies): RuleFailure[] {
  const request = def.request;
  const schema = request ? bodies[request.endpoint] : undefined;
  if (!request || !schema) return [];
  const pageSize = def.result.kind === 'grid' ? (def.result.pageSize ?? def.result.pageSizes?.[0] ?? 10) : 10;
  const payload = buildPayload(request, ctx, { page: 1, pageSize });
  const body = JSON.parse(JSON.stringify({ tira: 'session', ...payload })) as Record<string, unknown>;
  const result = validatorOf(schema).validate(body);
  if (result.valid) return [];
  const byKey = new Map<string, OutputUnit[]>();
  for (const unit of result.errors) {
    const key = keyOf(unit);
    // Structural errors around the one that says what is wrong (anyOf, properties…) carry the same key; the session fields are the client's.
    if (!key || SESSION_FIELDS.includes(key)) continue;
    byKey.set(key, [...(byKey.get(key) ?? []), unit]);
  }
  const sources = payloadSources(request.payload);
  const failures: RuleFailure[] = [];
  for (const [key, units] of byKey) {
    const fields = sources[key] ?? [];
    failures.push({ ...messageFor(def, fields[0], units, schema as Record<string, unknown>, key), fields, blocksSearch: true, payloadKey: key });
  }
  return failures;
}
