import i18next from 'i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { I18N_OPTIONS, LANGUAGES, loadCatalogue } from '../../src/kit/i18n/i18n';
import { definitionText, definitionTitles, textsToTree } from '../../src/engine/definition/definitionText';
import type { DefinitionTexts } from '../../src/engine/definition/reportDefinition.gen';
import { CATALOGUE_NAMESPACE, definitionNamespace, registerDefinitionTexts } from '../../src/renderer/definitionTexts';

const texts = (es: Record<string, string>, en: Record<string, string> = es, fr: Record<string, string> = en, it: Record<string, string> = fr): DefinitionTexts => ({ es, en, fr, it });

const customer = {
  code: 'MATRICULAS',
  titleKey: 'custom.title',
  descriptionKey: 'reports.codes.ALB_PROV.description',
  texts: texts(
    { 'custom.title': 'Matrículas', 'custom.columns.plate': 'Matrícula', 'columns.amount': 'Importe neto' },
    { 'custom.title': 'Plates', 'custom.columns.plate': 'Plate', 'columns.amount': 'Net amount' },
    { 'custom.title': 'Immatriculations', 'custom.columns.plate': 'Immatriculation' },
    { 'custom.title': 'Targhe', 'custom.columns.plate': 'Targa' },
  ),
};

describe('a definition\'s own texts in the renderer', () => {
  let i18n: typeof i18next;
  beforeEach(async () => {
    i18n = i18next.createInstance();
    await i18n.init({ ...I18N_OPTIONS, lng: 'en' });
    await Promise.all(LANGUAGES.map((lng) => loadCatalogue(lng, i18n)));
  });

  it('resolve before the catalogues, in the current language', async () => {
    const ns = registerDefinitionTexts(customer, i18n);
    expect(ns).toBe(definitionNamespace('MATRICULAS'));
    const t = i18n.getFixedT(null, ns);
    expect(t('custom.columns.plate')).toBe('Plate');
    expect(t('columns.amount')).toBe('Net amount');
    // Keys the definition does not have come from the catalogues.
    expect(t('columns.supplier')).toBe('Supplier');
    expect(t('reports.codes.ALB_PROV.description')).toBe(i18n.t('reports.codes.ALB_PROV.description'));
    await i18n.changeLanguage('it');
    expect(t('custom.columns.plate')).toBe('Targa');
    // Not in the Italian texts: the Italian catalogue before the Spanish texts.
    expect(t('columns.amount')).toBe('Importo');
    await i18n.changeLanguage('es');
    expect(t('columns.amount')).toBe('Importe neto');
  });

  it('leave the catalogues, and so the standard reports, as they are', () => {
    registerDefinitionTexts(customer, i18n);
    expect(i18n.t('columns.amount')).toBe('Amount');
    expect(i18n.exists('custom.columns.plate')).toBe(false);
    const standard = { code: 'ALB_PROV' };
    expect(registerDefinitionTexts(standard, i18n)).toBe(CATALOGUE_NAMESPACE);
    expect(i18n.hasResourceBundle('en', definitionNamespace('ALB_PROV'))).toBe(false);
  });

  it('are replaced when a later definition of the same report brings other texts', () => {
    const ns = registerDefinitionTexts(customer, i18n);
    expect(registerDefinitionTexts({ ...customer, texts: texts({ 'custom.columns.plate': 'Placa' }, { 'custom.columns.plate': 'Number plate' }) }, i18n)).toBe(ns);
    const t = i18n.getFixedT('en', ns);
    expect(t('custom.columns.plate')).toBe('Number plate');
    // A key the new texts no longer have is the catalogue's again.
    expect(t('columns.amount')).toBe('Amount');
    expect(i18n.exists('custom.title', { ns })).toBe(false);
  });

  it('are written as i18next trees, skipping keys that clash or reach a prototype', () => {
    expect(textsToTree({ 'a.b.c': 'x', 'a.d': 'y', e: 'z' })).toEqual({ a: { b: { c: 'x' }, d: 'y' }, e: 'z' });
    expect(textsToTree({ 'a.b': 'x', 'a.b.c': 'y', a: 'z' })).toEqual({ a: { b: 'x' } });
    expect(textsToTree({ 'a.__proto__.polluted': 'x', 'constructor.x': 'y' })).toEqual({});
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('a definition\'s own title on the home', () => {
  it('is looked up by titleKey and descriptionKey per language', () => {
    expect(definitionText(customer, 'fr', 'custom.title')).toBe('Immatriculations');
    expect(definitionText({}, 'es', 'custom.title')).toBeUndefined();
    expect(definitionTitles(customer)).toEqual({
      es: { nombre: 'Matrículas' }, en: { nombre: 'Plates' }, fr: { nombre: 'Immatriculations' }, it: { nombre: 'Targhe' },
    });
    expect(definitionTitles({ titleKey: 'reports.codes.ALB_PROV.name', descriptionKey: 'reports.codes.ALB_PROV.description' })).toBeNull();
  });
});
