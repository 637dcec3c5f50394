import { describe, expect, it } from 'vitest';
import { landingRoute, menuModules, moduleFor, moduleOfPath, registerModule } from '../../src/kit/modules/moduleRegistry';

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
    expect(landingRoute('PRESUPUESTOS', ['INFORMES', 'PRESUPUESTOS'])).toBe('/presupuestos');
    // A stored module the user may not open (another user on this browser, or access removed) lands on the reports.
    expect(landingRoute('PRESUPUESTOS', ['INFORMES'])).toBe('/informes');
  });
  it('knows the module of a path, and nothing of a path outside the modules', () => {
    expect(moduleOfPath('/presupuestos')?.code).toBe('PRESUPUESTOS');
    expect(moduleOfPath('/presupuestos/asistente')?.code).toBe('PRESUPUESTOS');
    expect(moduleOfPath('/administracion/usuarios')?.code).toBe('ADMIN_USU');
    expect(moduleOfPath('/presupuestosx')).toBeUndefined();
    expect(moduleOfPath('/miCuenta')).toBeUndefined();
  });
  it('refuses a duplicate code', () => {
    expect(() => registerModule({ ...moduleFor('INFORMES')! })).toThrow(/already registered/);
  });
});
