import type { FastifyInstance } from 'fastify';
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Principal } from '../../auth/loadPrincipal.js';
import type { Database } from '../../db/tables.js';
import { reportLanguage } from '../../documents/documentLanguage.js';
import { lerCode } from '../../documents/formats.js';
import { ErpError } from '../../errors.js';
import { body, int, object, str } from '../../schemas/routeSchema.js';
import { pageOf } from './listQuery.js';
import type { ReportContext } from './reportContext.js';
import { allOf, contains, dateRange, paging, requiredText, text, type PagingBody } from './reportRequest.js';
import { dateField, listReply, nstr, OK, optCode, replyDate, reportPaging, reportRoute } from './reportSchemas.js';
import { withinRoleLimits } from './roleDateLimits.js';
import { inScope, resolveScope } from './scope.js';

const tags = ['Treatment contracts'];
const P = '/wscomun/portalinformes';

interface ContractsBody extends PagingBody {
  empresa?: string | number; fechaIni?: string | null; fechaFin?: string | null; cliente?: unknown; sucursalClte?: unknown; agenciaTransporte?: unknown; search?: string | null;
}

const numContrato = { ...optCode('Contract number (numContrato of the row)') };

/** The contract of a number in the caller's scope (a customer branch's contract: customer roles their own, representatives their customers'), or a 404. */
async function contractInScope(db: Kysely<Database>, principal: Principal, empresa: string | number | undefined, numero: unknown) {
  const scope = await resolveScope(db, principal, empresa);
  const n = requiredText(numero, 'numContrato');
  const k = await db.selectFrom('contratos_tratamiento as k').select(['k.empresa', 'k.numero'])
    .where(inScope(scope, { empresa: 'k.empresa', cliente: 'k.cliente', sucursal: 'k.sucursal' })).where('k.numero', '=', n).executeTakeFirst();
  if (!k) throw new ErpError(404, 'NOT_FOUND', `Contract ${n} not found`);
  return k;
}

/** Waste-treatment contracts (CONT_TRAT): the contract list, the waste codes and treatments of a contract, and the contract document. */
export async function contractRoutes(app: FastifyInstance, { db, links }: ReportContext): Promise<void> {
  app.post(`${P}/ContratoCab`, {
    config: { callKind: 'report', replyCache: true },
    schema: reportRoute({
      summary: 'Waste-treatment contracts (ContratoCab)', tags,
      description: 'Treatment contracts of the caller\'s scope (customer branches) in force at some point of fechaIni..fechaFin (signed on or before fechaFin, valid until fechaIni or later). '
        + 'Default sort fechaContrato ASC. notfPrevia S when the transfer needs prior notification (hazardous waste). search: number, customer, holders and operator.',
      body: body({
        ...reportPaging, usuario: nstr(), fechaIni: dateField('In force from'), fechaFin: dateField('In force until'), cliente: optCode('Customer code'), sucursalClte: optCode('Customer branch'),
        agenciaTransporte: optCode('Transport agency code'),
      }),
      reply: listReply(object({
        rn: int('Row number'), numContrato: str(), fechaContrato: replyDate(), fechaVigencia: replyDate('Last day in force'), operTraslado: str('Operator of the transfer'),
        titularOrigen: str('Holder at origin (producer)'), titularDestino: str('Holder at destination (plant)'), notfPrevia: str('S or N'), cliente: str(), sucursal: str(),
        agenciaTransporte: nstr('Transport agency code'),
      })),
    }),
  }, async (request) => {
    const b = request.body as ContractsBody;
    const scope = await resolveScope(db, request.principal, b.empresa);
    const dates = await withinRoleLimits(db, request.principal, scope.empresa, dateRange(b.fechaIni, b.fechaFin, ['fechaIni', 'fechaFin']));
    const c: RawBuilder<SqlBool>[] = [inScope(scope, { empresa: 'k.empresa', cliente: 'k.cliente', sucursal: 'k.sucursal' })];
    if (dates.to) c.push(sql`k.fecha_contrato <= ${dates.to}`);
    if (dates.from) c.push(sql`k.fecha_vigencia >= ${dates.from}`);
    for (const [value, column] of [[b.cliente, 'k.cliente'], [b.sucursalClte, 'k.sucursal'], [b.agenciaTransporte, 'k.agencia_transporte']] as const) {
      const v = text(value);
      if (v) c.push(sql`${sql.ref(column)} = ${v}`);
    }
    const search = text(b.search);
    if (search) c.push(contains(db, ['k.numero', 'k.cliente', 'k.titular_origen', 'k.titular_destino', 'k.oper_traslado'], search));
    const page = paging(b, {
      rn: 'k.fecha_contrato', numContrato: 'k.numero', fechaContrato: 'k.fecha_contrato', fechaVigencia: 'k.fecha_vigencia', operTraslado: 'k.oper_traslado', titularOrigen: 'k.titular_origen',
      titularDestino: 'k.titular_destino', notfPrevia: 'k.notif_previa', cliente: 'k.cliente', sucursal: 'k.sucursal', agenciaTransporte: 'k.agencia_transporte',
    }, { orderBy: 'fechaContrato', order: 'ASC', tiebreak: ['k.numero'] });
    const q = db.selectFrom('contratos_tratamiento as k').where(allOf(c));
    const [rows, numReg] = await pageOf(q, (x) => x.select([
      'k.numero as numContrato', 'k.fecha_contrato as fechaContrato', 'k.fecha_vigencia as fechaVigencia', 'k.oper_traslado as operTraslado', 'k.titular_origen as titularOrigen',
      'k.titular_destino as titularDestino', 'k.notif_previa as notfPrevia', 'k.cliente', 'k.sucursal', 'k.agencia_transporte as agenciaTransporte',
    ]), page);
    return { ...OK, numReg, dataRes: rows.map((r, i) => ({ rn: page.offset + i + 1, ...r })) };
  });

  app.post(`${P}/contratoDet`, {
    config: { callKind: 'report', replyCache: true },
    schema: reportRoute({
      summary: 'Waste codes and treatments of a contract (contratoDet)', tags,
      description: 'The waste codes (LER, printed 15 01 01, hazardous ones with an asterisk) of a contract in the caller\'s scope with their treatment operation; 404 for a contract outside it.',
      body: body({ ...reportPaging, numContrato }, ['numContrato']),
      reply: listReply(object({ rn: int(), codLER: str('Waste code'), denomLER: str(), codTrat: str('R/D operation'), descTrat: str() })),
    }),
  }, async (request) => {
    const b = request.body as PagingBody & { empresa?: string | number; numContrato: unknown };
    const k = await contractInScope(db, request.principal, b.empresa, b.numContrato);
    const page = paging(b, { rn: 'l.linea', codLER: 'l.cod_ler', denomLER: 'ler.descripcion', codTrat: 'l.tratamiento', descTrat: 't.descripcion' },
      { orderBy: 'rn', order: 'ASC', tiebreak: ['l.linea'], numRows: 100 });
    const q = db.selectFrom('contrato_lineas as l').innerJoin('codigos_ler as ler', 'ler.codigo', 'l.cod_ler').innerJoin('tratamientos as t', 't.codigo', 'l.tratamiento')
      .where('l.empresa', '=', k.empresa).where('l.numero', '=', k.numero);
    const [rows, numReg] = await pageOf(q, (x) => x.select(['l.linea', 'l.cod_ler', 'ler.peligroso', 'ler.descripcion', 'l.tratamiento', 't.descripcion as descTrat']), page);
    return {
      ...OK, numReg,
      dataRes: rows.map((l) => ({ rn: l.linea, codLER: lerCode(l.cod_ler, l.peligroso === 'S'), denomLER: l.descripcion, codTrat: l.tratamiento, descTrat: l.descTrat })),
    };
  });

  app.post(`${P}/imprimirContrato`, {
    config: { callKind: 'report' },
    schema: reportRoute({
      summary: 'Contract document (imprimirContrato)', tags,
      description: 'Signed link (10 minutes) to the PDF of a treatment contract in the caller\'s scope, in the caller\'s language; 404 for a contract outside it.',
      body: body({ numContrato }, ['numContrato']),
      reply: object({ statusCode: str(), statusText: str(), numReg: int('1'), dataRes: object({ url: str('Signed link to the contract PDF') }) }),
    }),
  }, async (request) => {
    const b = request.body as { empresa?: string | number; numContrato: unknown };
    const k = await contractInScope(db, request.principal, b.empresa, b.numContrato);
    const url = await links.url(request, { kind: 'contratoTratamiento', params: { empresa: k.empresa, numero: k.numero, lang: reportLanguage(request.principal.idioma) } });
    return { ...OK, numReg: 1, dataRes: { url } };
  });
}
