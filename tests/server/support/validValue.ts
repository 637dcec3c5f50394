import type { SeededRandom } from './seededRandom';
import { schemaVariants, type OpenApiSchema } from './schemaVariants';

/** Real values for a body field, by field name (customer codes, order numbers…), so generated bodies reach past the lookups; undefined when none apply. */
export type FieldPool = (field: string) => readonly (string | number)[] | undefined;

/** What the generators draw from. */
export interface FuzzSource {
  rnd: SeededRandom;
  pool: FieldPool;
}

/** Texts a string field may get when the pool has none: short codes, accents, padding, and values that fit the patterns of the dates and report codes. */
const TEXTS = ['', 'A', '1', '001', 'S', 'N', 'T', 'DEMO', 'ADMIN', 'P', 'ES', 'test', 'Saldaña ÁÉÍ', '  padded  ', '15 01 01', '01/01/2024', '31/12/2025', '2024-02-29',
  '2023-02-29', '99/99/9999', '2024-01-01T10:00:00', '0000-00-00', 'ESTADO_PED_ALB', 'PRESUPUESTOS', 'REIMP_FACT', 'NO_EXISTE'];
const INTEGERS = [0, 1, 2, 3, 5, 7, 10, 12, 100, 2024, 2025];
const DECIMALS = [0, 0.5, 1, 2.25, 10, 99.99, 1000];

const clip = (n: number, s: OpenApiSchema) => Math.min(s.maximum ?? n, Math.max(s.minimum ?? n, n));

function validString(s: OpenApiSchema, field: string, src: FuzzSource): string {
  const fits = (t: string) => t.length <= (s.maxLength ?? Infinity) && t.length >= (s.minLength ?? 0) && (!s.pattern || new RegExp(s.pattern).test(t));
  const pooled = (src.pool(field) ?? []).map(String).filter(fits);
  if (pooled.length && src.rnd.chance(0.7)) return src.rnd.pick(pooled);
  const texts = TEXTS.filter(fits);
  return texts.length ? src.rnd.pick(texts) : 'x'.repeat(s.minLength ?? 1);
}

function validInteger(s: OpenApiSchema, field: string, src: FuzzSource): number {
  const pooled = (src.pool(field) ?? []).map(Number).filter((n) => Number.isInteger(n) && n === clip(n, s));
  if (pooled.length && src.rnd.chance(0.7)) return src.rnd.pick(pooled);
  return clip(src.rnd.pick(INTEGERS), s);
}

/** A value the schema accepts, or nearly (a date that does not exist, a code that is not there): drawn from the field's pool of real values when there is one. */
export function validValue(schema: OpenApiSchema, field: string, src: FuzzSource, depth = 0): unknown {
  const variants = schemaVariants(schema);
  const nonNull = variants.filter((v) => v.kind !== 'null');
  if (nonNull.length === 0) return null;
  if (nonNull.length < variants.length && src.rnd.chance(0.15)) return null;
  const { kind, schema: s } = src.rnd.pick(nonNull);
  if (Array.isArray(s.enum)) {
    const values = s.enum.filter((e: unknown) => e !== null);
    if (values.length) return src.rnd.pick(values);
  }
  switch (kind) {
    case 'string': return validString(s, field, src);
    case 'integer': return validInteger(s, field, src);
    case 'number': return clip(src.rnd.pick(DECIMALS), s);
    case 'boolean': return src.rnd.chance(0.5);
    case 'array': {
      if (depth > 4 || !s.items) return [];
      const length = src.rnd.int(s.minItems ?? 0, Math.max(s.minItems ?? 0, Math.min(s.maxItems ?? 3, 3)));
      return Array.from({ length }, () => validValue(s.items, field, src, depth + 1));
    }
    case 'object': return validObject(s, src, depth);
    default: return null;
  }
}

/** An object with every required property and about half of the others, each a valid value. */
export function validObject(schema: OpenApiSchema, src: FuzzSource, depth = 0): Record<string, unknown> {
  const required = new Set<string>(schema.required ?? []);
  const out: Record<string, unknown> = {};
  if (depth > 4) return out;
  for (const [name, child] of Object.entries((schema.properties ?? {}) as Record<string, OpenApiSchema>)) {
    if (required.has(name) || src.rnd.chance(0.5)) out[name] = validValue(child, name, src, depth + 1);
  }
  return out;
}
