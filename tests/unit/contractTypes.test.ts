import fs from 'node:fs';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { contractTypes, openApiDocument, TYPES_PATH } from '../../scripts/generate-contract';
import type { CallBody, CallPath, CallReply } from '../../src/api/contractCall';
import { contractCall } from '../../src/api/contractCall';
import type { ErpClient } from '../../src/api/erpClient';

const P = '/wscomun/portalinformes';

/** The portal's call types are those the route schemas of the services declare now (npm run generate:contract). */
describe('the generated contract types', () => {
  it('src/api/contract.gen.ts matches the route schemas of the services (no drift)', async () => {
    const doc = await openApiDocument();
    expect(fs.readFileSync(TYPES_PATH, 'utf8'), 'stale: run npm run generate:contract').toBe(await contractTypes(doc));
  }, 120_000);

  it('types every call of the services by its path', async () => {
    const text = fs.readFileSync(TYPES_PATH, 'utf8');
    const bodies = JSON.parse(fs.readFileSync('schemas/request-bodies.gen.json', 'utf8')) as Record<string, unknown>;
    for (const path of Object.keys(bodies)) expect(text, path).toContain(`'${path}': {`);
    // Checked by the type checker: a path, a body and a reply as the routes describe them.
    expectTypeOf<`${typeof P}/listado`>().toExtend<CallPath>();
    expectTypeOf<CallReply<`${typeof P}/listado`>['presupuestos'][number]['numeroPedidoGenerado']>().toEqualTypeOf<number | null>();
    expectTypeOf<CallReply<`${typeof P}/guardaDetallePresupuesto`>['errorCode']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<CallReply<'/wsedrive/getURLFile'>['items'][number]['url']>().toEqualTypeOf<string | undefined>();
    // tira and empresa are added by the client: a caller may leave them out even where the route requires them.
    expectTypeOf<{ usuario: string }>().toExtend<CallBody<`${typeof P}/setEmpresa`>>();
    expectTypeOf<{ empresa: string }>().not.toExtend<CallBody<`${typeof P}/setEmpresa`>>();
  });

  it('contractCall posts the body as it is and answers the reply typed by the route', async () => {
    const sent: { path: string; body: unknown }[] = [];
    const client: Pick<ErpClient, 'post'> = {
      post: async <T,>(path: string, body?: Record<string, unknown>) => {
        sent.push({ path, body });
        return { status: 200, data: { statusCode: '200', result: [{ permiso: 'VALIDAR' }] } as T, headers: new Headers() };
      },
    };
    const reply = await contractCall(client, `${P}/getPermisosResiduos`, { usuario: 'ANA' });
    expectTypeOf(reply.data.result).toEqualTypeOf<{ permiso: string }[]>();
    expect(reply.data.result.map((r) => r.permiso)).toEqual(['VALIDAR']);
    expect(sent).toEqual([{ path: `${P}/getPermisosResiduos`, body: { usuario: 'ANA' } }]);
    // @ts-expect-error a field the route's body does not have is refused when the call is written
    await contractCall(client, `${P}/getPermisosResiduos`, { usuario: 'ANA', usuari: 'typo' });
    // @ts-expect-error a path the services do not have is refused too
    await contractCall(client, `${P}/getPermisosResiduo`, { usuario: 'ANA' });
  });
});
