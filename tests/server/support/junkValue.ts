import type { SeededRandom } from './seededRandom';
import { schemaVariants, type OpenApiSchema } from './schemaVariants';

/** Texts that break naive code: LIKE wildcards and escapes, quotes and SQL, NUL and control characters, lone surrogates, right-to-left marks, numbers too big for any column. */
const NASTY_TEXTS = [
  '\\', 'abc\\', '%', '_', '%_\\%', "'", '"', "' OR '1'='1' --", '; drop table clientes; --', '\u0000', 'a\u0000b', '\t\r\n', '\u202eabc', '\ud800', '😀'.repeat(20),
  '../../etc/passwd', '<script>alert(1)</script>', '${7*7}', '%s%n%x', 'NaN', 'Infinity', '-0', '1e400', '0x7fffffff', '2147483648', '9223372036854775808',
  '99999999999999999999', '-99999999999999999999', '1.5', ' 12 ', '31/02/2024', '2024-13-45', '9999-99-99T99:99',
];

/** Values of the wrong kind for most fields, nested junk included. */
const WRONG_KINDS: unknown[] = [null, true, false, {}, [], 'abc', 123, -0.5, { a: { b: [1, 'x', null, { c: '\\' }] } }, [[[['deep']]]], [null], ['x', 1, {}]];

/** A value nested `depth` arrays deep. */
const deepArray = (depth: number): unknown => Array.from({ length: depth }).reduce<unknown>((inner) => [inner], 'bottom');

/** Edge and out-of-range values for one kind of a schema. */
function edgesOf(kind: string, s: OpenApiSchema): unknown[] {
  switch (kind) {
    case 'string': {
      const max = s.maxLength ?? 255;
      return ['', ' ', 'x'.repeat(max), 'x'.repeat(max + 1), 'x'.repeat(50_001), ...NASTY_TEXTS];
    }
    case 'integer':
    case 'number': {
      const min = s.minimum ?? 0;
      const max = s.maximum ?? 2 ** 31 - 1;
      return [min, max, min - 1, max + 1, 2 ** 31, 2 ** 53 + 2, 2 ** 63, -(2 ** 63), 1e308, -1e308, 1.5, -1, 0.1 + 0.2];
    }
    case 'array':
      return [Array.from({ length: (s.maxItems ?? 10) + 1 }, () => 1), [undefined], deepArray(500)];
    case 'object':
      return [{ unknownField: 1 }, { ['x'.repeat(300)]: 'long key' }, deepArray(50)];
    default:
      return [];
  }
}

/** A value a field's schema should refuse, or one on the edge of what it accepts: boundaries, over-long or nasty texts, huge, negative or fractional numbers, wrong kinds, nulls, nested junk. */
export function junkValue(schema: OpenApiSchema, rnd: SeededRandom): unknown {
  const variants = schemaVariants(schema);
  const edges = variants.flatMap((v) => edgesOf(v.kind, v.schema));
  const enums = variants.flatMap((v) => (Array.isArray(v.schema.enum) ? v.schema.enum.filter((e: unknown) => typeof e === 'string').map((e: string) => `${e.toLowerCase()}Z`) : []));
  return rnd.chance(0.65) && edges.length ? rnd.pick(edges) : rnd.pick([...WRONG_KINDS, ...enums]);
}
