import { describe, expect, it } from 'vitest';
import type { DefinitionSummary } from '../../src/features/designer/api/designerApi';
import { filterDefinitions } from '../../src/features/designer/filterDefinitions';
import { isReportCode } from '../../src/features/designer/reportCode';
import { renderMarkdown } from '../../src/features/designer/schemaMarkdown';

const row = (informe: string, titulo: string, extra: Partial<DefinitionSummary> = {}): DefinitionSummary => ({
  informe, titulo, origen: 'standard', overlayOf: null, estado: 'valid', version: null, borrador: false, roles: [], errores: 0, archivo: `${informe}.json`, problema: null, ...extra,
});

describe('designer helpers', () => {
  it('accepts report codes of upper-case letters, digits and underscores starting with a letter', () => {
    expect(isReportCode('VENTAS_ZONA2')).toBe(true);
    expect(isReportCode('V')).toBe(true);
    for (const bad of ['', 'ventas', '2VENTAS', '_X', 'VENTAS-ZONA', 'VENTAS ZONA', 'VENTAÑA']) expect(isReportCode(bad)).toBe(false);
  });
  it('filters definitions by every word, accents and case ignored, sorted by code', () => {
    const rows = [row('PEDIDOS', 'Estado de pedidos'), row('ALBARANES', 'Albaranes de venta', { origen: 'portal', roles: ['CLIENTE'] }), row('CERT', 'Certificación medioambiental', { overlayOf: 'CERT_MEDIOAMB' })];
    expect(filterDefinitions(rows, '').map((r) => r.informe)).toEqual(['ALBARANES', 'CERT', 'PEDIDOS']);
    expect(filterDefinitions(rows, 'CERTIFICACION').map((r) => r.informe)).toEqual(['CERT']);
    expect(filterDefinitions(rows, 'venta cliente').map((r) => r.informe)).toEqual(['ALBARANES']);
    expect(filterDefinitions(rows, 'medioamb').map((r) => r.informe)).toEqual(['CERT']);
    expect(filterDefinitions(rows, 'Portal', (r) => (r.origen === 'portal' ? 'Portal' : 'Estándar')).map((r) => r.informe)).toEqual(['ALBARANES']);
    expect(filterDefinitions(rows, 'nada')).toEqual([]);
  });
  it('renders the markdown of schema help as escaped HTML', () => {
    expect(renderMarkdown('Use `<b>` **now** & then')).toBe('Use <code>&lt;b&gt;</code> <strong>now</strong> &amp; then');
    expect(renderMarkdown('a\nb\n\nc', false)).toBe('<p>a<br>b</p><p>c</p>');
  });
});
