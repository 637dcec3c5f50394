import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { ErpError } from '../../errors.js';
import { body, object, str } from '../../schemas/routeSchema.js';
import type { RouteContext } from '../routeContext.js';
import { text } from './reportRequest.js';
import { nstr, OK, optCode, reportRoute } from './reportSchemas.js';
import { inScope, resolveScope } from './scope.js';

const P = '/wscomun/portalinformes';

/** The client info dialog's data (spec 2 §2.3, client and branch entities of §3). */
export async function customerRoutes(app: FastifyInstance, { db }: RouteContext): Promise<void> {
  app.post(`${P}/datosCliente`, {
    config: { callKind: 'report' },
    schema: reportRoute({
      summary: 'Customer data for the client info dialog (datosCliente)', tags: ['Report lookups'],
      description: 'Data of one customer in the caller\'s scope (404 otherwise): name, company name, tax id, address, phone, e-mail, representative and zone. '
        + 'With sucursal, the data of that branch (SUCURSAL and MULTISUCURSAL only their branches).',
      body: body({ cliente: optCode('Customer code'), sucursal: optCode('Branch code (optional)') }, ['cliente']),
      reply: object({
        statusCode: str(), statusText: str(),
        dataRes: object({
          cliente: str(), nombre: str(), razonSocial: str(), cif: str(), direccion: str(), cp: str(), poblacion: str(), provincia: str(),
          telefono: str(), correoElectronico: str(), representante: str(), nombreRepresentante: nstr(), zona: str(), nombreZona: nstr(),
          estado: str('A active, B blocked'), numSucursales: { type: 'integer' },
          sucursal: nstr('Branch code when asked'), nombreSucursal: nstr(), direccionEnvio: nstr(), poblacionEnvio: nstr(), telefonoSucursal: nstr(), emailSucursal: nstr(),
        }),
      }),
    }),
  }, async (request) => {
    const b = request.body as { empresa?: string | number; cliente: string | number; sucursal?: string | number | null };
    const scope = await resolveScope(db, request.principal, b.empresa);
    const cliente = text(b.cliente) ?? '';
    const customer = await db.selectFrom('clientes as c')
      .leftJoin('representantes as r', (j) => j.onRef('r.empresa', '=', 'c.empresa').onRef('r.representante', '=', 'c.representante').onRef('r.agente', '=', 'c.agente'))
      .leftJoin('zonas as z', (j) => j.onRef('z.empresa', '=', 'c.empresa').onRef('z.zona', '=', 'c.zona'))
      .select(['c.cliente', 'c.nombre', 'c.razon_social', 'c.cif', 'c.direccion', 'c.cp', 'c.poblacion', 'c.provincia', 'c.telefono', 'c.email', 'c.representante', 'c.zona', 'c.estado',
        'r.nombre as representante_nombre', 'z.nombre as zona_nombre'])
      .where(inScope(scope, { empresa: 'c.empresa', cliente: 'c.cliente' }))
      .where('c.cliente', '=', cliente)
      .executeTakeFirst();
    if (!customer) throw new ErpError(404, 'NOT_FOUND', `Customer ${cliente} not found`);
    const branches = db.selectFrom('sucursales as s').where(inScope(scope, { empresa: 's.empresa', cliente: 's.cliente', sucursal: 's.sucursal' })).where('s.cliente', '=', cliente);
    const { n } = await branches.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
    const sucursal = text(b.sucursal);
    const branch = sucursal ? await branches.selectAll('s').where('s.sucursal', '=', sucursal).executeTakeFirst() : undefined;
    if (sucursal && !branch) throw new ErpError(404, 'NOT_FOUND', `Branch ${sucursal} of customer ${cliente} not found`);
    return {
      ...OK,
      dataRes: {
        cliente: customer.cliente, nombre: customer.nombre, razonSocial: customer.razon_social, cif: customer.cif,
        direccion: customer.direccion, cp: customer.cp, poblacion: customer.poblacion, provincia: customer.provincia,
        telefono: customer.telefono, correoElectronico: customer.email,
        representante: customer.representante, nombreRepresentante: customer.representante_nombre ?? null,
        zona: customer.zona, nombreZona: customer.zona_nombre ?? null, estado: customer.estado, numSucursales: Number(n),
        sucursal: branch?.sucursal ?? null, nombreSucursal: branch?.razon_social ?? null,
        direccionEnvio: branch?.direccion ?? null, poblacionEnvio: branch ? `${branch.cp} ${branch.poblacion} (${branch.provincia})` : null,
        telefonoSucursal: branch?.telefono ?? null, emailSucursal: branch?.email ?? null,
      },
    };
  });
}
