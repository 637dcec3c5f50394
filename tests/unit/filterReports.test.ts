import { describe, expect, it } from 'vitest';
import { filterReports } from '../../src/features/reports-home/filterReports';

const reports = [
  { code: 'REIMP_FACT', name: 'Reimpresión de facturas', description: 'Descargue sus facturas en PDF' },
  { code: 'CERT_MEDIOAMB', name: 'Certificados medioambientales', description: 'Residuos tratados por periodo' },
  { code: 'ESTADO_PED_ALB', name: 'Estado de pedidos y albaranes', description: 'Seguimiento del transportista' },
];

describe('filterReports', () => {
  it('matches the name case-insensitively', () => {
    expect(filterReports(reports, 'CERTIF').map((r) => r.code)).toEqual(['CERT_MEDIOAMB']);
  });
  it('matches the description', () => {
    expect(filterReports(reports, 'transportista').map((r) => r.code)).toEqual(['ESTADO_PED_ALB']);
  });
  it('ignores accents', () => {
    expect(filterReports(reports, 'reimpresion').map((r) => r.code)).toEqual(['REIMP_FACT']);
  });
  it('returns every report for an empty search', () => {
    expect(filterReports(reports, '  ')).toHaveLength(3);
  });
  it('returns nothing when nothing matches', () => {
    expect(filterReports(reports, 'zzz')).toEqual([]);
  });
});
