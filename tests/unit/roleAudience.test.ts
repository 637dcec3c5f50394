import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import es from '../../src/locales/portal/es.json';
import { roleAudience } from '../../src/engine/definition/roleAudience';

describe('report texts for the user\'s audience (i18next context)', () => {
  it('customer roles read the unpaid-bills card without the cover page for support; staff and representatives the general text', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'es', resources: { es: { translation: es } } });
    const card = (role: string) => i18n.t('reports.codes.IMPAGADOS.description', { context: roleAudience(role) });
    for (const role of ['CLIENTE', 'SUCURSAL', 'MULTISUCURSAL']) expect(card(role)).not.toContain('portada');
    for (const role of ['ADMIN', 'SOPORTE', 'REPRESENTANTE']) expect(card(role)).toContain('con portada para soporte');
    // A report without an audience text reads the general one.
    expect(i18n.t('reports.codes.REIMP_FACT.description', { context: roleAudience('CLIENTE') })).toBe(es.reports.codes.REIMP_FACT.description);
    expect(roleAudience('PROVEEDOR')).toBe('supplier');
    expect(roleAudience(undefined)).toBeUndefined();
  });
});
