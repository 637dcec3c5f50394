import i18next, { type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../src/features/designer/locales/en.json';
import es from '../../src/features/designer/locales/es.json';
import fr from '../../src/features/designer/locales/fr.json';
import it_ from '../../src/features/designer/locales/it.json';
import { droppedPresetText, problemsOf } from '../../src/features/designer/problems';
import { pointerSegments } from '../../src/engine/definition/jsonPointer';
import { pointerRange } from '../../src/features/designer/pointerRange';
import { exportFileName, formatJson, overlayChangedKeys, parseJson, revertOverlayKey, sameJson } from '../../src/features/designer/jsonText';

const doc = formatJson({
  code: 'X',
  titleKey: 'reports.x',
  'a/b': { 'c~d': 1 },
  result: { columns: [{ field: 'fecha', headerKey: 'h.fecha' }, { field: 'importe' }], pageSizes: [10, 25] },
});
const at = (r: { from: number; to: number }) => doc.slice(r.from, r.to);

describe('pointerRange: a JSON pointer to the place in the text', () => {
  it('marks a primitive member by its name and value', () => {
    const r = pointerRange(doc, '/titleKey');
    expect(at(r)).toBe('"titleKey": "reports.x"');
    expect(r.exact).toBe(true);
  });
  it('marks a container member by its name', () => {
    expect(at(pointerRange(doc, '/result/columns'))).toBe('"columns"');
  });
  it('goes into arrays by index', () => {
    expect(at(pointerRange(doc, '/result/columns/0/headerKey'))).toBe('"headerKey": "h.fecha"');
    expect(at(pointerRange(doc, '/result/pageSizes/1'))).toBe('25');
    expect(at(pointerRange(doc, '/result/columns/1'))).toBe('{');
  });
  it('finds an overlay list item by its key, as the merge names orphans', () => {
    const r = pointerRange(doc, '/result/columns/[field=importe]');
    expect(at(r)).toBe('"field": "importe"');
    expect(r.exact).toBe(true);
    expect(at(pointerRange(doc, '/result/columns/[field=fecha]/headerKey'))).toBe('"headerKey": "h.fecha"');
    const missing = pointerRange(doc, '/result/columns/[field=otro]');
    expect(missing.exact).toBe(false);
    expect(at(missing)).toBe('"columns"');
    expect(pointerRange(doc, '/result/pageSizes/[id=10]').exact).toBe(false);
  });
  it('unescapes ~1 and ~0', () => {
    expect(pointerSegments('/a~1b/c~0d')).toEqual(['a/b', 'c~d']);
    expect(at(pointerRange(doc, '/a~1b/c~0d'))).toBe('"c~d": 1');
  });
  it('falls back to the deepest existing ancestor', () => {
    const r = pointerRange(doc, '/result/columns/5/field');
    expect(r.exact).toBe(false);
    expect(at(r)).toBe('"columns"');
    expect(pointerRange(doc, '/nothing').exact).toBe(false);
    expect(pointerRange(doc, '/result/columns/x').exact).toBe(false);
    expect(pointerRange(doc, '/titleKey/deeper').exact).toBe(false);
  });
  it('marks the root by its first line', () => {
    expect(at(pointerRange(doc, ''))).toBe('{');
  });
  it('reads a broken text as far as it can', () => {
    const broken = '{\n  "a": { "b": 1,, },\n  "c": 2\n';
    const r = pointerRange(broken, '/a/b');
    expect(broken.slice(r.from, r.to)).toBe('"b": 1');
    expect(pointerRange('', '/a')).toEqual({ from: 0, to: 0, exact: false });
  });
});

describe('jsonText helpers', () => {
  it('marks a syntax error where it is: a trailing comma on its comma, with its line and column', () => {
    const bad = '{\n  "a": 1,\n}';
    const parsed = parseJson(bad);
    expect(parsed).toEqual({ ok: false, errors: [expect.objectContaining({ code: 'jsonTrailingComma', path: '', params: { line: 2, column: 9 }, from: 10, to: 11 })] });
    expect(parseJson('{"a":1}')).toEqual({ ok: true, value: { a: 1 } });
  });
  it('marks every key written twice in one object at its second writing', () => {
    const parsed = parseJson('{\n  "a": { "b": 1, "b": 2 },\n  "a": 3\n}');
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.errors.map((e) => [e.code, e.path, e.params])).toEqual([['duplicateProperty', '/a/b', { key: 'b', line: 2, column: 18 }], ['duplicateProperty', '/a', { key: 'a', line: 3, column: 3 }]]);
    // Keys written twice before a syntax error are listed with it; the text after it is not read.
    const both = parseJson('{\n  "a": 1,\n  "a": 2,\n  "b": [1,],\n  "b": 3\n}');
    expect(both.ok ? [] : both.errors.map((e) => [e.code, e.path])).toEqual([['duplicateProperty', '/a'], ['jsonTrailingComma', '/b']]);
  });
  it('lists and reverts the keys an overlay changes', () => {
    const overlay = { overlayOf: 'STD', code: 'STD_X', titleKey: 't', result: { columns: [] } };
    expect(overlayChangedKeys(overlay)).toEqual(['titleKey', 'result']);
    expect(revertOverlayKey(overlay, 'result')).toEqual({ overlayOf: 'STD', code: 'STD_X', titleKey: 't' });
    expect(overlayChangedKeys(null)).toEqual([]);
  });
  it('compares JSON ignoring key order', () => {
    expect(sameJson({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true);
    expect(sameJson({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameJson([1], [2])).toBe(false);
  });
  it('names export files', () => {
    expect(exportFileName('X', 3)).toBe('X.v3.json');
    expect(exportFileName('X')).toBe('X.json');
  });
});

describe('problemsOf: the error list of the edited text', () => {
  const t = ((key: string, opts?: Record<string, unknown>) => (key.startsWith('designer.errors.') ? String(opts?.defaultValue) : `${key}:${JSON.stringify(opts ?? {})}`)) as unknown as TFunction;
  it('lists a parse error alone, at its place', () => {
    const bad = '{\n  "a": 1,\n}';
    const [only, ...rest] = problemsOf(t, bad, parseJson(bad), [{ path: '/a', code: 'x', message: 'ignored' }], []);
    expect(rest).toEqual([]);
    expect(only?.kind).toBe('parse');
    expect(only?.range?.from).toBeGreaterThan(8);
  });
  it('places checked errors and orphans by their pointers', () => {
    const problems = problemsOf(t, doc, parseJson(doc), [{ path: '/titleKey', code: 'missingText', params: { language: 'fr' }, message: 'missing in fr' }], ['/result/pageSizes/0']);
    expect(problems.map((p) => [p.kind, p.text.split(':')[0], doc.slice(p.range!.from, p.range!.to)])).toEqual([
      ['error', 'missing in fr', '"titleKey": "reports.x"'],
      ['orphan', 'designer.errorList.orphan', '10'],
    ]);
  });
});

describe('droppedPresetText: the note of the presets an overlay leaves out', () => {
  const dropped = ['/result/summaries/[id=amountByCustomer]', '/views/presets/[id=a~1b]'];

  it('names each summary and view by its id, in every language, with the count', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ resources: { es: { translation: es }, en: { translation: en }, fr: { translation: fr }, it: { translation: it_ } }, lng: 'es', interpolation: { escapeValue: false } });
    const notes = ['es', 'en', 'fr', 'it'].map((lng) => {
      const t = i18n.getFixedT(lng);
      const presets = dropped.map((d) => droppedPresetText(t, d));
      return { presets, one: t('designer.editor.droppedPresets', { presets: presets[0], count: 1 }), two: t('designer.editor.droppedPresets', { presets: presets.join(', '), count: 2 }) };
    });
    expect(notes[1]!.presets).toEqual(['summary amountByCustomer', 'view a/b']);
    expect(notes[0]!.presets).toEqual(['resumen amountByCustomer', 'vista a/b']);
    for (const { one, two } of notes) {
      expect(one).toMatch(/ 1 .*: .* amountByCustomer$/);
      expect(two).toMatch(/ 2 .*: .* amountByCustomer, .* a\/b$/);
      expect(one).not.toBe(two);
      expect(`${one}${two}`).not.toMatch(/\{\{|designer\./);
    }
  });

  it('shows a pointer of another shape as it is', () => {
    const t = ((key: string) => key) as unknown as TFunction;
    expect(droppedPresetText(t, '/result/columns/[field=x]')).toBe('/result/columns/[field=x]');
  });
});
