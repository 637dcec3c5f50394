import { describe, expect, it } from 'vitest';
import { landingRoute, menuModules, moduleFor, registerModule } from '../../src/app/modules/moduleRegistry';

describe('module registry', () => {
  it('shows only modules the server lists and the portal has a screen for, in the server order', () => {
    expect(menuModules(['CATALOGO', 'INFORMES', 'DESCONOCIDO']).map((m) => m.code)).toEqual(['INFORMES']);
    expect(menuModules([])).toEqual([]);
  });
  it('lands on the stored module lower-cased, or on the reports', () => {
    expect(landingRoute('INFORMES')).toBe('/informes');
    expect(landingRoute('informes')).toBe('/informes');
    expect(landingRoute(null)).toBe('/informes');
    expect(landingRoute('TIENDA')).toBe('/informes');
  });
  it('refuses a duplicate code', () => {
    expect(() => registerModule({ ...moduleFor('INFORMES')! })).toThrow(/already registered/);
  });
});
