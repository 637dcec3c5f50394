import type { FastifyInstance } from 'fastify';
import { sql, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { lerCode } from '../../../documents/formats.js';
import { body, int, object, str } from '../../../schemas/routeSchema.js';
import { customerFirst } from '../customerFirst.js';
import { jsonResultStream } from '../jsonResultStream.js';
import { countRows, pageOf } from '../listQuery.js';
import { fieldsField, replyFields } from '../replyFields.js';
import type { ReportContext } from '../reportContext.js';
import { allOf, between, contains, dateRange, integer, paging, text, todayIso, type PagingBody } from '../reportRequest.js';
import { dateField, nint, nstr, OK, optCode, optNumber, optFlag, replyDate, reportPaging, reportRoute, tipoEmpresa } from '../reportSchemas.js';
import { withinRoleLimits } from '../roleDateLimits.js';
import { rowsByKeys } from '../rowsByKeys.js';
import { inScope, resolveScope } from '../scope.js';
import { lerDigits, lerField } from './wasteCodes.js';

const tags = ['Pickups and deliveries'];
const P = '/wscomun/portalinformes';
/** Most rows of an Excel export. */
const MAX_EXPORT_ROWS = 50_000;

const serviceRow = object({
  Cliente: str('Customer code'), Sucursal: str('Branch name'), codSucursal: str('Branch code'), Nombre: str('Customer name'), Albaran: nint('Delivery note (null for service orders)'),
  Pedido: int('Service order'), Ejercicio: int(), FechaAlbaran: replyDate(), codLer: str('Waste code, six digits'), CodigoLER: str('Waste code and description'),
  tipoTratamiento: str('Treatment description'), codTratamiento: str('R/D operation'), Estado: str('P in process, C closed'),
  TipoRegistro: str('RECOGIDA_TRANSITOS, RECOGIDA_PESADA, ENTREGA_TRANSITO, ENTREGA_PESADA or PEDIDO'), TipoGestion: str('R, E or P'),
  nameAlmacen: str(), poblAlmacen: str(), cifDescarga: str(), dirDescarga: str(), cpDescarga: str(), almProvincia: str(), nima: str(), numInscripcion: str(), tipoInscripcion: str(),
  transportista: nstr(), codPeligrosidad: nstr(), familiaProv: str(), descFamiliaProv: nstr(), idServicioWeb: nstr(), validado: str('S when validated or rejected'),
  validadoSN: nstr('S validated, N rejected, null open'), usuarioValidacion: nstr(), fechaValidacion: nstr('YYYY-MM-DD HH:mm:ss'), observaciones: str(), refPedido: str(),
  Identificador: int(), facturado: str(),
});

/** The fields of a service row, in the reply's order. */
const SERVICE_FIELDS = Object.keys((serviceRow as { properties: Record<string, unknown> }).properties);

/** Sort columns of the service list: reply column → SQL column. */
const SORTS: Record<string, string> = {
  Cliente: 'r.cliente', Sucursal: 'r.sucursal_nombre', codSucursal: 'r.sucursal', Nombre: 'c.razon_social', Albaran: 'r.albaran', Pedido: 'r.pedido', Ejercicio: 'r.ejercicio',
  FechaAlbaran: 'r.fecha', codLer: 'r.cod_ler', CodigoLER: 'r.cod_ler', tipoTratamiento: 't.descripcion', codTratamiento: 'r.tratamiento', Estado: 'r.estado',
  TipoRegistro: 'r.tipo_registro', TipoGestion: 'r.tipo_gestion', nameAlmacen: 'al.nombre', poblAlmacen: 'al.poblacion', cifDescarga: 'al.cif', dirDescarga: 'al.direccion',
  cpDescarga: 'al.cp', almProvincia: 'al.provincia', nima: 'al.nima', numInscripcion: 'al.num_inscripcion', tipoInscripcion: 'al.tipo_inscripcion', transportista: 'ag.nombre',
  codPeligrosidad: 'ler.cod_peligrosidad', familiaProv: 'ler.familia', descFamiliaProv: 'fp.descripcion', idServicioWeb: 'r.id_servicio_web', validado: 'r.validado_sn',
  validadoSN: 'r.validado_sn', usuarioValidacion: 'r.usuario_validacion', fechaValidacion: 'r.fecha_validacion', observaciones: 'r.observaciones', refPedido: 'r.ref_pedido',
  Identificador: 'r.identificador', facturado: 'r.facturado',
};

interface PickupBody extends PagingBody {
  empresa?: string | number; centroTrabajo?: unknown; fechaInicial?: string | null; fechaFinal?: string | null; estado?: string | null; clienteInicial?: unknown; clienteFinal?: unknown;
  sucursal?: unknown; tipoGestion?: string | null; codLer?: unknown; numeroDI?: unknown; numeroAlbaran?: unknown; facturadoSN?: string | null; descargaExcelSN?: string | null;
  numeroAnyosAntiguedadPedidos?: unknown; search?: string | null; fields?: unknown;
}

/** The list of pickups, deliveries, service orders and transits (RecogidasEntregas), and its Excel export (every row). */
export async function serviceListRoute(app: FastifyInstance, { db }: ReportContext): Promise<void> {
  app.post(`${P}/RecogidasEntregas`, {
    config: { callKind: 'report', replyCache: true },
    schema: reportRoute({
      summary: 'Pickups, deliveries and service orders (RecogidasEntregas)', tags,
      description: 'Waste services of the caller\'s scope. tipoGestion R pickups, E deliveries, P service orders, T all; estado T all, P in process, C closed; facturadoSN blank all, S, N. '
        + `Default sort Nombre ASC. descargaExcelSN S returns every row (at most ${MAX_EXPORT_ROWS}) in dataRes.result instead of a page in dataRes. `
        + 'fields: the reply fields each row carries (comma separated); absent, every field (an export asks only for the fields of its columns).',
      body: body({
        ...reportPaging, numRows: int('Rows per page', { minimum: 1, maximum: MAX_EXPORT_ROWS }), tipoEmpresa, usuario: nstr(),
        centroTrabajo: optCode('Plant (work centre) code'), fechaInicial: dateField(), fechaFinal: dateField(),
        estado: { type: ['string', 'null'], enum: ['T', 'P', 'C', '', null], description: 'T all, P in process, C closed' },
        clienteInicial: optCode(), clienteFinal: optCode(), sucursal: optCode(),
        tipoGestion: { type: ['string', 'null'], enum: ['R', 'E', 'P', 'T', '', null], description: 'R pickups, E deliveries, P orders, T all' },
        codLer: lerField('Waste code'), numeroDI: optCode('Identification document (contains)'), numeroAlbaran: optNumber(),
        facturadoSN: optFlag('S invoiced, N pending, blank all'), descargaExcelSN: optFlag('S: every row for the Excel export'),
        numeroAnyosAntiguedadPedidos: optCode('Years back when no start date; 0 no limit'),
        fields: fieldsField('Reply fields of each row to return (Cliente,Nombre,FechaAlbaran…), comma separated; absent: every field'),
      }),
      reply: object({
        statusCode: str(), statusText: str(), numReg: int(),
        // A page (array) or, for descargaExcelSN, the export (object with result). As a type list, not anyOf: the reply's serializer
        // tells them apart by the value's type, where for anyOf it validated every row of every page against the row schema first.
        dataRes: { type: ['array', 'object'], items: serviceRow, properties: { result: { type: 'array', items: serviceRow } }, additionalProperties: false },
      }),
    }),
  }, async (request, reply) => {
    const b = request.body as PickupBody;
    const scope = await resolveScope(db, request.principal, b.empresa);
    const dates = await withinRoleLimits(db, request.principal, scope.empresa, dateRange(b.fechaInicial, b.fechaFinal, ['fechaInicial', 'fechaFinal']));
    // The scope also bounds the page's rows read by key (rowsByKeys), which are read without the other filters.
    const scoped = inScope(scope, { empresa: 'r.empresa', cliente: 'r.cliente', sucursal: 'r.sucursal' });
    const c: RawBuilder<SqlBool>[] = [
      scoped,
      ...between('r.cliente', text(b.clienteInicial), text(b.clienteFinal)),
      ...between('r.fecha', dates.from, dates.to),
    ];
    const years = integer(b.numeroAnyosAntiguedadPedidos, 'numeroAnyosAntiguedadPedidos') ?? 0;
    const today = todayIso();
    if (!dates.from && years > 0) c.push(sql`r.fecha >= ${`${Number(today.slice(0, 4)) - years}${today.slice(4)}`}`);
    const tipo = text(b.tipoGestion);
    if (tipo && tipo !== 'T') c.push(sql`r.tipo_gestion = ${tipo}`);
    const estado = text(b.estado);
    if (estado && estado !== 'T') c.push(sql`r.estado = ${estado}`);
    const facturado = text(b.facturadoSN)?.toUpperCase();
    if (facturado) c.push(sql`r.facturado = ${facturado}`);
    for (const [value, column] of [[text(b.sucursal), 'r.sucursal'], [text(b.centroTrabajo), 'r.almacen'], [lerDigits(b.codLer), 'r.cod_ler']] as const) {
      if (value) c.push(sql`${sql.ref(column)} = ${value}`);
    }
    const albaran = integer(b.numeroAlbaran, 'numeroAlbaran');
    if (albaran !== undefined) c.push(sql`r.albaran = ${albaran}`);
    const di = text(b.numeroDI);
    if (di) c.push(contains(db, ['r.numero_di'], di));
    const search = text(b.search);
    // The search reads the matching customers through their own table, so the total is counted on the services alone.
    if (search) {
      c.push(sql`(r.cliente in (select sc.cliente from clientes sc where sc.empresa = ${scope.empresa} and ${contains(db, ['sc.razon_social'], search)})
        or ${contains(db, ['r.cliente', 'r.numero_di', 'r.ref_pedido', sql`cast(r.albaran as text)`], search)})`);
    }

    const excel = text(b.descargaExcelSN)?.toUpperCase() === 'S';
    const page = paging(excel ? { ...b, numRows: MAX_EXPORT_ROWS, offset: 1 } : b, SORTS, { orderBy: 'Nombre', order: 'ASC', tiebreak: ['r.cliente', 'r.fecha desc', 'r.identificador desc'] });
    const count = db.selectFrom('servicios_residuos as r').where(allOf(c));
    const base = count.innerJoin('clientes as c', (j) => j.onRef('c.empresa', '=', 'r.empresa').onRef('c.cliente', '=', 'r.cliente'))
      .leftJoin('sucursales as s', (j) => j.onRef('s.empresa', '=', 'r.empresa').onRef('s.cliente', '=', 'r.cliente').onRef('s.sucursal', '=', 'r.sucursal'))
      .innerJoin('almacenes as al', (j) => j.onRef('al.empresa', '=', 'r.empresa').onRef('al.almacen', '=', 'r.almacen'))
      .leftJoin('agencias_transporte as ag', (j) => j.onRef('ag.empresa', '=', 'r.empresa').onRef('ag.agencia', '=', 'r.agencia_transporte'))
      .innerJoin('codigos_ler as ler', 'ler.codigo', 'r.cod_ler')
      .innerJoin('tratamientos as t', 't.codigo', 'r.tratamiento')
      .leftJoin('familias_proveedor as fp', 'fp.familia', 'ler.familia');
    // The keys walk the services' own index for their own columns (the branch name is stored on the service), the customers first for the
    // customer's name (customerFirst), and only the join of the sorted column's table for the plant, agency, waste code, family and treatment
    // (every service has its plant, waste code and treatment, as the total counts them).
    const sortTable = SORTS[page.sortColumn]!.split('.')[0];
    const sortedBy: Record<string, () => SelectQueryBuilder<any, any, any>> = { // eslint-disable-line @typescript-eslint/no-explicit-any
      r: () => count,
      c: () => customerFirst(db, 'servicios_residuos as r').where(allOf(c)),
      al: () => count.innerJoin('almacenes as al', (j) => j.onRef('al.empresa', '=', 'r.empresa').onRef('al.almacen', '=', 'r.almacen')),
      ag: () => count.leftJoin('agencias_transporte as ag', (j) => j.onRef('ag.empresa', '=', 'r.empresa').onRef('ag.agencia', '=', 'r.agencia_transporte')),
      ler: () => count.innerJoin('codigos_ler as ler', 'ler.codigo', 'r.cod_ler'),
      fp: () => count.innerJoin('codigos_ler as ler', 'ler.codigo', 'r.cod_ler').leftJoin('familias_proveedor as fp', 'fp.familia', 'ler.familia'),
      t: () => count.innerJoin('tratamientos as t', 't.codigo', 'r.tratamiento'),
    };
    const keys = (sortedBy[sortTable!] ?? (() => base))();
    const selectRow = (x: typeof base) => x
      .select([
        'r.cliente as Cliente', 's.razon_social as Sucursal', 'r.sucursal as codSucursal', 'c.razon_social as Nombre', 'r.albaran as Albaran', 'r.pedido as Pedido', 'r.ejercicio as Ejercicio',
        'r.fecha as FechaAlbaran', 'r.cod_ler as codLer', 'ler.descripcion as ler_descripcion', 'ler.peligroso', 't.descripcion as tipoTratamiento', 'r.tratamiento as codTratamiento',
        'r.estado as Estado', 'r.tipo_registro as TipoRegistro', 'r.tipo_gestion as TipoGestion', 'al.nombre as nameAlmacen', 'al.poblacion as poblAlmacen', 'al.cif as cifDescarga',
        'al.direccion as dirDescarga', 'al.cp as cpDescarga', 'al.provincia as almProvincia', 'al.nima', 'al.num_inscripcion as numInscripcion', 'al.tipo_inscripcion as tipoInscripcion',
        'ag.nombre as transportista', 'ler.cod_peligrosidad as codPeligrosidad', 'ler.familia as familiaProv', 'fp.descripcion as descFamiliaProv', 'r.id_servicio_web as idServicioWeb',
        'r.validado_sn as validadoSN', 'r.usuario_validacion as usuarioValidacion', 'r.fecha_validacion as fechaValidacion', 'r.observaciones', 'r.ref_pedido as refPedido',
        'r.identificador as Identificador', 'r.facturado',
      ]);
    type Row = Awaited<ReturnType<ReturnType<typeof selectRow>['execute']>>[number];
    const whole = ({ ler_descripcion, peligroso, ...r }: Row) => ({
      ...r, Sucursal: r.Sucursal ?? r.codSucursal, CodigoLER: `${lerCode(r.codLer, peligroso === 'S')} ${ler_descripcion}`, validado: r.validadoSN ? 'S' : 'N',
    });
    // The fields asked (an export's columns): the rest is left out of the reply, so a large export sends and parses only those.
    const asked = replyFields(b.fields, SERVICE_FIELDS);
    const shape = asked ? (r: Row) => { const w = whole(r) as Record<string, unknown>; return Object.fromEntries(asked.map((f) => [f, w[f]])); } : whole;
    if (excel) {
      // Every row (up to MAX_EXPORT_ROWS): read in chunks of keys and written to the reply as each chunk arrives, so other calls keep answering.
      const numReg = await countRows(count);
      const rows = rowsByKeys(base, selectRow, page, 'r.identificador', keys, base.clearWhere().where(scoped));
      const shaped = (async function* () { for await (const chunk of rows) yield chunk.map(shape); })();
      return reply.type('application/json; charset=utf-8').send(jsonResultStream({ ...OK, numReg }, shaped));
    }
    const [rows, numReg] = await pageOf(base, selectRow, page, { db, key: 'r.identificador', count, keys, rows: base.clearWhere().where(scoped), searched: Boolean(search || di || albaran !== undefined) });
    return { ...OK, numReg, dataRes: rows.map(shape) };
  });
}
