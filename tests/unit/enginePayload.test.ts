import { describe, expect, it } from 'vitest';
import { evaluateCondition } from '../../src/engine/conditions/evaluateCondition';
import { buildPayload } from '../../src/engine/request/buildPayload';
import { isReplyOk, isUrl, mapRows, replyDocument } from '../../src/engine/reply/mapReply';
import { resolveValue } from '../../src/engine/values/resolveValue';
import { formatCell, monthName } from '../../src/engine/format/formatCell';
import { ctxOf, definition } from './support/definitions';

const cert = definition('CERT_MEDIOAMB');
const invoices = definition('REIMP_FACT');
const pickups = definition('ENTR_REC_TRANS');

describe('conditions (JSON Schema against the context)', () => {
  it.each([
    [{ properties: { role: { enum: ['ADMIN', 'REPRESENTANTE'] } } }, 'ADMIN', true],
    [{ properties: { role: { enum: ['ADMIN', 'REPRESENTANTE'] } } }, 'CLIENTE', false],
    [{ properties: { permissions: { contains: { const: 'RES_022' } } } }, 'ADMIN', false],
    [{ properties: { onPremise: { const: false } } }, 'CLIENTE', true],
  ])('%j for %s → %s', (condition, role, expected) => {
    expect(evaluateCondition(condition, ctxOf(role))).toBe(expected);
  });
  it('sees permissions and row values', () => {
    expect(evaluateCondition({ properties: { permissions: { contains: { const: 'RES_022' } } } }, ctxOf('ADMIN', {}, { permissions: ['RES_022'] }))).toBe(true);
    const disabled = invoices.result.kind === 'grid' ? invoices.result.rowActions![0]!.disabledWhen! : {};
    expect(evaluateCondition(disabled, { ...ctxOf('CLIENTE'), row: { numeroAlbaran: null } })).toBe(true);
    expect(evaluateCondition(disabled, { ...ctxOf('CLIENTE'), row: { numeroAlbaran: 'A-1' } })).toBe(false);
  });
  it('an absent condition holds', () => {
    expect(evaluateCondition(undefined, ctxOf('CLIENTE'))).toBe(true);
  });
});

describe('value expressions', () => {
  const ctx = { ...ctxOf('REPRESENTANTE', { cliente: { codigo: '000007', nombre: 'X' }, fecha: '2026-11-03', flag: true }), row: { n: 'F-9', rows: [{ a: 1 }, { a: 2 }] } };
  it.each([
    [{ const: 0 }, 0],
    [{ filter: 'cliente', format: 'code' }, '000007'],
    [{ filter: 'cliente.nombre' }, 'X'],
    [{ filter: 'fecha', format: 'dmy' }, '03/11/2026'],
    [{ filter: 'flag', format: 'sn' }, 'S'],
    [{ session: 'representante' }, 'R005'],
    [{ row: 'n' }, 'F-9'],
    [{ context: 'role' }, 'REPRESENTANTE'],
    [{ firstOf: [{ filter: 'nada' }, { const: 'T' }] }, 'T'],
    [{ concat: [{ row: 'n' }, { const: '.csv' }] }, 'F-9.csv'],
    [{ object: { codigo: { session: 'representante' }, subfield: { session: 'agente' } } }, { codigo: 'R005', subfield: '1' }],
    [{ object: { codigo: { filter: 'nada' } } }, undefined],
    [{ listOf: { row: 'rows' }, item: { b: { row: 'a' } } }, [{ b: 1 }, { b: 2 }]],
    [{ when: { properties: { role: { const: 'ADMIN' } } }, then: { const: 'yes' }, else: { const: 'no' } }, 'no'],
  ])('%j → %j', (expr, expected) => {
    expect(resolveValue(expr as never, ctx)).toEqual(expected);
  });
});

describe('request payloads', () => {
  it('pages with offset = rowsPerPage*(page-1)+1 and sorts upper-case', () => {
    const body = buildPayload(cert.request!, ctxOf('CLIENTE', { fechaInicial: '2026-01-01', fechaFinal: '2026-11-21' }), { page: 3, pageSize: 25, sort: { column: 'NumCertificado', direction: 'desc' } });
    expect(body).toMatchObject({ offset: 51, numRows: 25, orderBy: 'NumCertificado', order: 'DESC', tipoEmpresa: 0, fechaInicial: '01/01/2026', fechaFinal: '21/11/2026' });
  });
  it('sends lookup codes, and nothing for empty filters', () => {
    const body = buildPayload(cert.request!, ctxOf('ADMIN', { cliente: { codigo: '000002', nombre: 'X' } }));
    expect(body).toMatchObject({ clienteInicial: '000002', clienteFinal: '000002' });
    expect(body).not.toHaveProperty('sucursal');
    expect(body).not.toHaveProperty('numeroCertificado');
  });
  it('sends numeroAnyosAntiguedadPedidos 0 when both dates are set', () => {
    expect(buildPayload(pickups.request!, ctxOf('CLIENTE', { fechaInicial: '2026-11-01', fechaFinal: '2026-11-21' })).numeroAnyosAntiguedadPedidos).toBe(0);
    expect(buildPayload(pickups.request!, ctxOf('CLIENTE', { fechaInicial: '2026-11-01' })).numeroAnyosAntiguedadPedidos).toBe(1);
  });
  it('sends the pickup state only for ADMIN, otherwise T (all)', () => {
    expect(buildPayload(pickups.request!, ctxOf('ADMIN', { estado: 'P' })).estado).toBe('P');
    expect(buildPayload(pickups.request!, ctxOf('ADMIN', {})).estado).toBe('T');
    expect(buildPayload(pickups.request!, ctxOf('CLIENTE', { estado: 'P' })).estado).toBe('T');
  });
  it('sends the representative and agent of the rep', () => {
    const body = buildPayload(invoices.request!, ctxOf('REPRESENTANTE', { representante: { codigo: 'R005', nombre: 'R', subfield: '1' } }));
    expect(body).toMatchObject({ representanteInicial: 'R005', agenteInicial: '1', tipoConta: 0, tiposDocBusqueda: 'F', usuario: 'representante' });
  });
});

describe('reply mapping', () => {
  it.each([
    [{ rows: ['dataRes'], total: ['numReg'] }, { dataRes: [{ a: 1 }], numReg: 40 }, 1, 40],
    [{ rows: ['documentosCab', 'dataRes'], total: ['totalRows', 'numReg'] }, { documentosCab: [{ a: 1 }, { a: 2 }], totalRows: 12 }, 2, 12],
    [{ rows: ['dataRes.result'] }, { dataRes: { result: [{ a: 1 }] } }, 1, 1],
    [{ rows: ['dataRes'] }, { dataRes: null }, 0, 0],
  ])('%j reads %j', (reply, body, rows, total) => {
    const mapped = mapRows(reply as never, body);
    expect(mapped.rows).toHaveLength(rows);
    expect(mapped.total).toBe(total);
  });
  it('finds a document by the first path that has one', () => {
    expect(replyDocument({ document: ['report', 'dataRes.report'] }, { dataRes: { report: 'JVBERi0' } })).toBe('JVBERi0');
    expect(replyDocument({ document: ['report'] }, { report: '' })).toBeUndefined();
    expect(replyDocument({ document: ['dataRes.result.0.URLcertificado'] }, { dataRes: { result: [{ URLcertificado: '/wsutils/documentos/1' }] } })).toBe('/wsutils/documentos/1');
    expect(replyDocument({ document: ['dataRes.result.*.URLcertificado'] }, { dataRes: { result: [{ URLcertificado: null }, { URLcertificado: '' }, { URLcertificado: '/d/3' }] } })).toBe('/d/3');
    expect(replyDocument({ document: ['dataRes.result.*.URLcertificado'] }, { dataRes: { result: [{ URLcertificado: null }] } })).toBeUndefined();
  });
  it('tells urls from base64', () => {
    expect(isUrl('/wsutils/documentos/9?sig=x')).toBe(true);
    expect(isUrl('https://x.es/a.pdf')).toBe(true);
    expect(isUrl('JVBERi0xLjQK')).toBe(false);
  });
  it("asks statusCode '200' when the definition says so", () => {
    expect(isReplyOk({ statusCode: true }, { statusCode: '500' })).toBe(false);
    expect(isReplyOk({ statusCode: true }, { statusCode: '200' })).toBe(true);
    expect(isReplyOk(undefined, {})).toBe(true);
  });
});

describe('cell formats', () => {
  it.each([
    [{ field: 'x', format: 'date' }, '2026-03-09', '09/03/2026'],
    [{ field: 'x', format: 'amount' }, 1234.5, '1.234,50 €'],
    [{ field: 'x', format: 'amount' }, null, '0,00 €'],
    [{ field: 'x', format: 'number' }, 1500.25, '1.500,25'],
    [{ field: 'x', format: 'text' }, '', '-'],
    [{ field: 'x', format: 'flagIcon' }, 'S', 'grid.yes'],
    [{ field: 'x', format: 'enum', enum: { RECOGIDA_PESADA: { labelKey: 'pickups.group.R' } } }, 'RECOGIDA_PESADA', 'pickups.group.R'],
  ])('%j formats %j as %s', (column, value, text) => {
    expect(formatCell(column as never, value).replace(/\u00a0/g, ' ')).toBe(text);
  });
  it('shows month numbers as names', () => {
    expect(monthName(3)).toMatch(/^(March|Marzo)$/);
    expect(monthName(13)).toBe('-');
  });
});
