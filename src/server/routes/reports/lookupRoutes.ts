import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { ErpError } from '../../errors.js';
import { body, object, str } from '../../schemas/routeSchema.js';
import type { RouteContext } from '../routeContext.js';
import { pageOf } from './listQuery.js';
import { allOf, contains, paging, text, type PagingBody } from './reportRequest.js';
import { listReply, lookupFields, nstr, OK, optCode, reportRoute } from './reportSchemas.js';
import { inScope, resolveScope, type ReportScope } from './scope.js';

const tags = ['Report lookups'];
const P = '/wscomun/portalinformes';

const pickerRow = object({ codigo: str('Representative code'), subfield: str('Agent'), nombre: str() });

interface LovBody extends PagingBody { empresa?: string | number; search?: string | null; searchCols?: string[] }

/** Customer columns `search` may look in, by their reply name. */
const CUSTOMER_SEARCH_COLUMNS: Record<string, string> = { codigo: 'c.cliente', nombre: 'c.nombre', razonSocial: 'c.razon_social', cif: 'c.cif' };

/** The columns of a customer search: those of searchCols (reply names; an unknown one is a 400 listing the valid ones), by default code, name and company name. */
function searchColumns(names: string[] | undefined): string[] {
  if (!names?.length) return ['c.cliente', 'c.nombre', 'c.razon_social'];
  const unknown = names.filter((n) => !(n in CUSTOMER_SEARCH_COLUMNS));
  if (unknown.length) throw new ErpError(400, 'VALIDATION_ERROR', `Invalid request: searchCols must name columns among ${Object.keys(CUSTOMER_SEARCH_COLUMNS).join(', ')}; got '${unknown[0]!.slice(0, 40)}'`);
  return [...new Set(names.map((n) => CUSTOMER_SEARCH_COLUMNS[n]!))];
}

/** Pickers of the report filters: customers, branches, representatives (all and restricted), zones and transport agencies. */
export async function lookupRoutes(app: FastifyInstance, { db }: RouteContext): Promise<void> {
  app.post(`${P}/lovClte`, {
    config: { callKind: 'shared', replyCache: true },
    schema: reportRoute({
      summary: 'Customer picker (lovClte)', tags,
      description: 'Customers the caller may see: CLIENTE, SUCURSAL and MULTISUCURSAL only their customer, REPRESENTANTE the customers they represent, ADMIN and SOPORTE all; supplier users none. Default sort nombre ASC. '
        + 'search looks in code, name and company name, or in the columns searchCols names (codigo, nombre, razonSocial, cif).',
      body: body({
        ...lookupFields, cliente: optCode('Exact customer code'), estado: optCode('Customer status (A active, B blocked); T or blank all'), estadoAP: optCode('Alias of estado'),
        searchClienteIdentFiscalNombreRazonSocial: nstr('Free text on code, tax id, name and company name'),
        searchCols: { type: 'array', maxItems: 4, items: { type: 'string', enum: Object.keys(CUSTOMER_SEARCH_COLUMNS) }, description: 'Columns search looks in (codigo, nombre, razonSocial, cif); empty: code, name and company name' },
      }),
      reply: listReply(object({ codigo: str('Customer code'), nombre: str(), razonSocial: str(), cif: str(), codigoAcreedor: nstr('Supplier code of the customer') })),
    }),
  }, async (request) => {
    const b = request.body as LovBody & { cliente?: string | number | null; estado?: string | null; estadoAP?: string | null; searchClienteIdentFiscalNombreRazonSocial?: string | null };
    const scope = await resolveScope(db, request.principal, b.empresa);
    const conditions = [inScope(scope, { empresa: 'c.empresa', cliente: 'c.cliente' })];
    const cliente = text(b.cliente);
    if (cliente) conditions.push(sql`c.cliente = ${cliente}`);
    const estado = text(b.estado ?? b.estadoAP);
    if (estado && estado !== 'T') conditions.push(sql`c.estado = ${estado}`);
    const search = text(b.search);
    if (search) conditions.push(contains(db, searchColumns(b.searchCols), search));
    const wide = text(b.searchClienteIdentFiscalNombreRazonSocial);
    if (wide) conditions.push(contains(db, ['c.cliente', 'c.cif', 'c.nombre', 'c.razon_social'], wide));
    const page = paging(b, { codigo: 'c.cliente', nombre: 'c.nombre', razonSocial: 'c.razon_social', cif: 'c.cif', codigoAcreedor: 'c.codigo_acreedor' }, { orderBy: 'nombre', order: 'ASC', tiebreak: ['c.cliente'] });
    const q = db.selectFrom('clientes as c').where(allOf(conditions));
    const [rows, numReg] = await pageOf(q, (x) => x.select(['c.cliente as codigo', 'c.nombre', 'c.razon_social as razonSocial', 'c.cif', 'c.codigo_acreedor as codigoAcreedor']), page);
    return { ...OK, dataRes: rows, numReg };
  });

  app.post(`${P}/lovDic`, {
    config: { callKind: 'shared', replyCache: true },
    schema: reportRoute({
      summary: 'Branch picker and branch data (lovDic)', tags,
      description: 'Branches (delivery addresses) of a customer in the caller\'s scope; SUCURSAL gets only its branch, MULTISUCURSAL its branches. codigo is the branch, nombre its company name, '
        + 'proveedor the supplier code of the customer (codigo_acreedor; null when it has none), the same on every row.',
      body: body({ ...lookupFields, cliente: optCode('Customer code'), sucursal: optCode('Exact branch code'), usuario: nstr('Session user') }, ['cliente']),
      reply: listReply(object({
        codigo: str('Branch code'), nombre: str('Company name of the branch'), direccionEnvio: str(), poblacionEnvio: str(), telefono: str(), email: str(),
        proveedor: nstr('Supplier code of the customer (codigo_acreedor)'),
      })),
    }),
  }, async (request) => {
    const b = request.body as LovBody & { cliente: string | number; sucursal?: string | number | null };
    const scope = await resolveScope(db, request.principal, b.empresa);
    const conditions = [inScope(scope, { empresa: 's.empresa', cliente: 's.cliente', sucursal: 's.sucursal' }), sql`s.cliente = ${text(b.cliente) ?? ''}`];
    const sucursal = text(b.sucursal);
    if (sucursal) conditions.push(sql`s.sucursal = ${sucursal}`);
    const search = text(b.search);
    if (search) conditions.push(contains(db, ['s.sucursal', 's.razon_social', 's.poblacion'], search));
    const page = paging(b, { codigo: 's.sucursal', nombre: 's.razon_social', direccionEnvio: 's.direccion', poblacionEnvio: 's.poblacion', telefono: 's.telefono', email: 's.email' },
      { orderBy: 'codigo', order: 'ASC', tiebreak: ['s.sucursal'], numRows: 100 });
    const q = db.selectFrom('sucursales as s').innerJoin('clientes as c', (j) => j.onRef('c.empresa', '=', 's.empresa').onRef('c.cliente', '=', 's.cliente')).where(allOf(conditions));
    const [rows, numReg] = await pageOf(q, (x) => x.select(['s.sucursal as codigo', 's.razon_social as nombre', 's.direccion as direccionEnvio', 's.poblacion as poblacionEnvio', 's.telefono', 's.email',
      'c.codigo_acreedor as proveedor']), page);
    return { ...OK, dataRes: rows, numReg };
  });

  const representatives = async (b: LovBody & { representante?: string | number | null; agente?: string | number | null }, scope: ReportScope, restricted: boolean) => {
    const conditions = [sql`r.empresa = ${scope.empresa}`];
    if (scope.kind === 'none') conditions.push(sql`1 = 0`);
    if (scope.kind === 'customer') {
      conditions.push(sql`exists (select 1 from clientes c where c.empresa = r.empresa and c.cliente = ${scope.cliente} and c.representante = r.representante and c.agente = r.agente)`);
    }
    if (scope.kind === 'representative' && restricted) {
      conditions.push(sql`r.representante = ${scope.representante}`);
      conditions.push(sql`r.agente = ${scope.agente}`);
    }
    const representante = text(b.representante);
    if (representante) conditions.push(sql`r.representante = ${representante}`);
    const agente = text(b.agente);
    if (agente) conditions.push(sql`r.agente = ${agente}`);
    const search = text(b.search);
    if (search) conditions.push(contains(db, ['r.representante', 'r.nombre'], search));
    const page = paging(b, { codigo: 'r.representante', subfield: 'r.agente', nombre: 'r.nombre' }, { orderBy: 'codigo', order: 'ASC', tiebreak: ['r.representante', 'r.agente'] });
    const q = db.selectFrom('representantes as r').where(allOf(conditions));
    const [rows, numReg] = await pageOf(q, (x) => x.select(['r.representante as codigo', 'r.agente as subfield', 'r.nombre']), page);
    return { ...OK, dataRes: rows, numReg };
  };
  const repBody = body({ ...lookupFields, representante: optCode('Exact representative code'), agente: optCode('Exact agent') });
  const pickers = [
    ['lovRep', false, 'Representative and agent picker (lovRep)', 'Every representative/agent of the company for ADMIN, SOPORTE and REPRESENTANTE; customer users get only their customer\'s representative; supplier users none.'],
    ['getRepres', true, 'Restricted representative picker (getRepres)', 'Like lovRep, but a REPRESENTANTE gets only itself (its representative code and agent).'],
  ] as const;
  for (const [name, restricted, summary, description] of pickers) {
    app.post(`${P}/${name}`, { config: { callKind: 'shared' }, schema: reportRoute({ summary, description, tags, body: repBody, reply: listReply(pickerRow) }) }, async (request) => {
      const b = request.body as LovBody;
      return representatives(b, await resolveScope(db, request.principal, b.empresa), restricted);
    });
  }

  app.post(`${P}/lovZon`, {
    config: { callKind: 'shared', replyCache: true },
    schema: reportRoute({
      summary: 'Zone picker (lovZon)', tags,
      body: body({ ...lookupFields }),
      reply: listReply(object({ codigo: str(), nombre: str() })),
    }),
  }, async (request) => {
    const b = request.body as LovBody;
    const scope = await resolveScope(db, request.principal, b.empresa);
    const conditions = [sql`z.empresa = ${scope.empresa}`];
    const search = text(b.search);
    if (search) conditions.push(contains(db, ['z.zona', 'z.nombre'], search));
    const page = paging(b, { codigo: 'z.zona', nombre: 'z.nombre' }, { orderBy: 'codigo', order: 'ASC', tiebreak: ['z.zona'], numRows: 100 });
    const q = db.selectFrom('zonas as z').where(allOf(conditions));
    const [rows, numReg] = await pageOf(q, (x) => x.select(['z.zona as codigo', 'z.nombre']), page);
    return { ...OK, dataRes: rows, numReg };
  });

  app.post(`${P}/AgenciasTransporte`, {
    config: { callKind: 'shared', replyCache: true },
    schema: reportRoute({
      summary: 'Transport agencies (AgenciasTransporte)', tags,
      description: 'Parcel carriers of the orders and waste carriers of the services, sorted by name. NombreAgenica is spelt as the ERP spells it.',
      body: body({}),
      reply: object({ statusCode: str(), statusText: str(), dataRes: { type: 'array', items: object({ AgenciaTransporte: str(), NombreAgenica: str() }) } }),
    }),
  }, async (request) => {
    const scope = await resolveScope(db, request.principal, (request.body as LovBody).empresa);
    const rows = await db.selectFrom('agencias_transporte').select(['agencia as AgenciaTransporte', 'nombre as NombreAgenica'])
      .where('empresa', '=', scope.empresa).orderBy('nombre').execute();
    return { ...OK, dataRes: rows };
  });
}
