import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { reportLanguage } from '../../documents/documentLanguage.js';
import type { RiskSections } from '../../documents/riskDocument.js';
import { body, int, object, str } from '../../schemas/routeSchema.js';
import type { ReportContext } from './reportContext.js';
import { allOf, text, todayIso } from './reportRequest.js';
import { optCode, optFlag, pdfSn, reportRoute, tipoEmpresa } from './reportSchemas.js';
import { withinRoleLimits } from './roleDateLimits.js';
import { inScope, requireCustomerAccess, resolveScope } from './scope.js';

const tags = ['Customer risk'];

/** Most customers one risk report prints (spec 3 §9 download cap). */
export const MAX_RISK_CUSTOMERS = 1100;
/** Reply of a request over the cap: its errorCode and the catalogue message (maxDescargaDesc). */
export const TOO_MANY_CUSTOMERS = { errorCode: 1100, errorMsg: 'No se pueden descargar más de 1100 resultados' } as const;

/** The section flags of the request, by section. */
const SECTION_FLAGS: Record<keyof RiskSections, string> = {
  especiales: 'verEspecialesSN', avales: 'verAvalesSN', observ: 'verObservSN', dotacion: 'verDotacionSN', anual: 'verAnualSN', mensual: 'verMensualSN',
  balanceOfic: 'verBalanceOficSN', informeComerc: 'verInformeComercSN',
};

interface RiskBody { empresa?: string | number; estadoClteAPT?: string | null; listaClientes: { codigoCliente: string | number }[]; [flag: string]: unknown }

/** Customer risk report (RIESGOS): one risk sheet per chosen customer of the caller's scope. */
export async function riskRoutes(app: FastifyInstance, { db, links }: ReportContext): Promise<void> {
  app.post('/wscomun/portalinformes/informeRiesgoClientes', {
    config: { callKind: 'report' },
    schema: reportRoute({
      summary: 'Customer risk report (informeRiesgoClientes; path named by the reference services)', tags,
      description: 'Signed link (10 minutes) to a PDF with one risk sheet per customer of listaClientes (new page each), in the caller\'s language: granted credit limit, consumed risk '
        + '(pending due dates, of which unpaid, and orders not invoiced), available risk and credit insurance, plus each section whose flag is S: special conditions (verEspecialesSN), '
        + 'guarantees (verAvalesSN), observations (verObservSN), provisions for bad debts (verDotacionSN), annual sales of the last 3 years (verAnualSN), monthly sales of the last 12 months '
        + '(verMensualSN), official balance figures (verBalanceOficSN) and the commercial-report rating (verInformeComercSN). estadoClteAPT T all customers, A active only, P blocked only. '
        + 'Customers outside the caller\'s scope are left out silently; invoice and order figures are those of the scope\'s branches within the role\'s date window. '
        + `More than ${MAX_RISK_CUSTOMERS} customers: report empty, errorCode ${TOO_MANY_CUSTOMERS.errorCode} and the catalogue message. None left: report empty, errorCode 0, errorMsg notFoundDefault.`,
      body: body({
        ...Object.fromEntries(Object.values(SECTION_FLAGS).map((flag) => [flag, optFlag(`Print the section (S) or not (N, default)`)])),
        estadoClteAPT: { type: ['string', 'null'], enum: ['T', 'A', 'P', 't', 'a', 'p', '', null], description: 'Customer status: T all (default), A active, P blocked' },
        listaClientes: { type: 'array', minItems: 1, maxItems: 5000, items: object({ codigoCliente: optCode('Customer code') }, ['codigoCliente']), description: `Customers, at most ${MAX_RISK_CUSTOMERS}` },
        tipoEmpresa, pdfSn,
      }, ['listaClientes']),
      reply: object({ statusCode: str(), report: str('Signed document link, or empty'), errorCode: int('0, or the code of the refusal'), errorMsg: str() }),
    }),
  }, async (request) => {
    const b = request.body as RiskBody;
    if (b.listaClientes.length > MAX_RISK_CUSTOMERS) return { statusCode: '200', report: '', ...TOO_MANY_CUSTOMERS };
    const scope = await resolveScope(db, request.principal, b.empresa);
    requireCustomerAccess(scope);
    const asked = [...new Set(b.listaClientes.map((c) => text(c.codigoCliente)).filter((c): c is string => !!c))];
    const estado = text(b.estadoClteAPT)?.toUpperCase() ?? 'T';
    const conditions = [inScope(scope, { empresa: 'c.empresa', cliente: 'c.cliente' }), asked.length ? sql`c.cliente in (${sql.join(asked)})` : sql`1 = 0`];
    if (estado === 'A') conditions.push(sql`c.estado = 'A'`);
    if (estado === 'P') conditions.push(sql`c.estado <> 'A'`);
    const clientes = (await db.selectFrom('clientes as c').select('c.cliente').where(allOf(conditions)).orderBy('c.cliente').execute()).map((c) => c.cliente);
    if (!clientes.length) return { statusCode: '200', report: '', errorCode: 0, errorMsg: 'notFoundDefault' };
    const sections = Object.fromEntries(Object.entries(SECTION_FLAGS).map(([section, flag]) => [section, text(b[flag])?.toUpperCase() === 'S'])) as unknown as RiskSections;
    const window = await withinRoleLimits(db, request.principal, scope.empresa, {});
    const params = { scope, clientes, sections, window, lang: reportLanguage(request.principal.idioma), hoy: todayIso() };
    return { statusCode: '200', report: await links.url(request, { kind: 'riesgos', params }), errorCode: 0, errorMsg: '' };
  });
}
