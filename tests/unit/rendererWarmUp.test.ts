import { describe, expect, it } from 'vitest';
import type { ErpClient } from '../../src/api/erpClient';
import { callContract } from '../../src/engine/definition/callContract';
import { validateDefinition } from '../../src/engine/definition/validateDefinition';
import { mapRows } from '../../src/engine/reply/mapReply';
import { formatCell } from '../../src/engine/format/formatCell';
import { PERMISSIONS_ENDPOINT } from '../../src/renderer/permissionsEndpoint';
import { warmUpClient, warmUpRows } from '../../src/renderer/warmUp/warmUpClient';
import definition from '../../src/renderer/warmUp/warmUpDefinition.json';

describe('the renderer warm-up report', () => {
  it('is a valid definition that searches on open, with the common widgets, formats, row actions and detail rows', () => {
    // Its one call is answered in the browser by the warm-up client, not by the services: a report call of the contract beside theirs.
    const contract = { ...callContract, [definition.request!.endpoint]: { kind: 'report', rows: {} } };
    expect(validateDefinition(definition, { contract })).toEqual([]);
    expect(validateDefinition(definition).map((e) => e.code)).toEqual(['unknownEndpoint', 'unknownEndpoint']);
    expect(definition.searchOnOpen).toBe(true);
    const widgets = Object.values(definition.filters.uiSchema).flatMap((u) => (typeof u === 'object' && u && 'ui:widget' in u ? [u['ui:widget']] : []));
    expect(new Set(widgets)).toEqual(new Set(['lookup', 'date', 'select', 'checkbox']));
    expect(new Set(definition.result.columns.map((c) => c.format ?? 'text'))).toEqual(new Set(['code', 'enum', 'text', 'date', 'number', 'amount']));
    expect(definition.result.rowActions.length).toBeGreaterThan(0);
    expect(definition.result.detail).toBeDefined();
  });

  it('its client answers the report\'s own endpoint in the page, passes the permissions to the portal\'s client and refuses anything else', async () => {
    const asked: string[] = [];
    const portal: ErpClient = { post: async <T,>(path: string) => { asked.push(path); return { status: 200, data: { result: [{ permiso: 'X' }] } as T, headers: new Headers() }; } };
    const client = warmUpClient(portal, definition.request.endpoint);
    const reply = await client.post(definition.request.endpoint, { offset: 1, numRows: 10 });
    const mapped = mapRows(definition.reply as never, reply.data);
    expect(mapped.total).toBe(10);
    expect(mapped.rows).toHaveLength(10);
    expect(asked).toEqual([]);
    expect((await client.post(PERMISSIONS_ENDPOINT, { usuario: 'u' })).data).toEqual({ result: [{ permiso: 'X' }] });
    expect(asked).toEqual([PERMISSIONS_ENDPOINT]);
    await expect(client.post('/wscomun/portalinformes/getPedidosAlbaranesCab', {})).rejects.toThrow(/no service/);
    expect(asked).toEqual([PERMISSIONS_ENDPOINT]);
  });

  it('its rows give every column a value in its format (dates, amounts, numbers, enum labels)', () => {
    const rows = warmUpRows(10, new Date('2026-11-27T10:00:00Z'));
    const t = ((key: string) => key) as never;
    for (const row of rows) {
      for (const column of definition.result.columns) expect(formatCell(column as never, row[column.field], t)).not.toBe('');
    }
    expect(formatCell({ field: 'fecha', headerKey: 'x', format: 'date' } as never, rows[1]!.fecha, t)).toBe('26/11/2026');
    expect(new Set(rows.map((r) => r.numero)).size).toBe(10);
  });
});
