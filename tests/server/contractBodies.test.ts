import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CALLS_PATH, CONTRACT_PATH, contractBodies, contractCalls, openApiDocument } from '../../scripts/generate-contract';

/** The contract files the portal and the definition checks read are those the services declare now (npm run generate:contract). */
describe('the generated contract files', () => {
  it('schemas/request-bodies.gen.json and schemas/call-contract.gen.json match the route schemas and call kinds of the services', async () => {
    const doc = await openApiDocument();
    const committed = JSON.parse(fs.readFileSync(CONTRACT_PATH, 'utf8')) as Record<string, unknown>;
    expect(committed, 'stale: run npm run generate:contract').toEqual(await contractBodies(doc));
    expect(Object.keys(committed).length).toBeGreaterThan(100);
    const calls = JSON.parse(fs.readFileSync(CALLS_PATH, 'utf8')) as Record<string, { kind: string; writes?: true; rows: Record<string, string[]> }>;
    expect(calls, 'stale: run npm run generate:contract').toEqual(await contractCalls(doc));
    // What the definition checks rely on: kinds, writes, reply rows.
    expect(calls['/wscomun/portalinformes/lovClte']).toMatchObject({ kind: 'shared', rows: { dataRes: expect.arrayContaining(['codigo', 'nombre']) } });
    expect(calls['/wscomun/portalinformes/eliminarUsuario']).toMatchObject({ kind: 'admin', writes: true });
    expect(calls['/wscomun/portalinformes/validateService']).toMatchObject({ kind: 'report', writes: true });
  });
});
