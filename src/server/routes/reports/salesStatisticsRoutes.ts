import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { reportLanguage } from '../../documents/documentLanguage.js';
import { ErpError } from '../../errors.js';
import { body, int, object, str } from '../../schemas/routeSchema.js';
import type { ReportContext } from './reportContext.js';
import { dateRange, paging, text, todayIso, type PagingBody } from './reportRequest.js';
import { dateField, listReply, lookupFields, nstr, OK, optCode, pdfSn, reportRoute, tipoEmpresa } from './reportSchemas.js';
import {
  comparisonFound, LISTINGS, MAX_NIVEL_FAMILIA, provinceFound, situationFound, type ComparisonFilters, type ProvinceFilters, type SituationFilters,
} from './salesStatisticsQueries.js';
import { requireCustomerAccess, resolveScope, type ReportScope } from './scope.js';
import { withinRoleLimits, type DateRange } from './roleDateLimits.js';

const tags = ['Sales statistics'];
const P = '/wscomun/portalinformes';

/** One of a few values, as a string or an integer; blank or null for the default. */
const choice = (values: readonly (string | number)[], description: string) => ({
  type: ['string', 'integer', 'null'], enum: [...new Set([...values, ...values.map(String)]), '', null], maxLength: 2, minimum: 0, maximum: 99, description,
});
/** A month MM/YYYY; blank or null for the default. */
const monthField = (description: string) => ({ type: ['string', 'null'], maxLength: 7, pattern: '^$|^(0[1-9]|1[0-2])/\\d{4}$', description: `${description}. MM/YYYY` });
/** A whole number in a range, as a string or an integer; blank or null for no limit. */
const numberField = (min: number, max: number, description: string) => ({
  type: ['string', 'integer', 'null'], minimum: min, maximum: max, maxLength: String(max).length, pattern: `^$|^\\d{1,${String(max).length}}$`, description,
});
const LEVELS = [1, 2, 3, 4, 5];

/** A choice of the body as its value (number choices as numbers), or the default when blank. */
function chosen<T extends string | number>(value: unknown, fallback: T): T {
  const s = text(value);
  if (s === undefined) return fallback;
  return (typeof fallback === 'number' ? Number(s) : s.toUpperCase()) as T;
}

/** The ranges of a filter object without their open ends. */
function defined<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}

/** The scope of a document call: supplier users and users without a portal role see no customer data (403). */
async function documentScope(ctx: ReportContext, request: FastifyRequest, empresa: unknown): Promise<ReportScope> {
  const scope = await resolveScope(ctx.db, request.principal, empresa as string | number | undefined);
  requireCustomerAccess(scope);
  return scope;
}

/** YYYY-MM of a MM/YYYY month. */
const ym = (month: string) => `${month.slice(3)}-${month.slice(0, 2)}`;
/** The months from one YYYY-MM to another, both included. */
function monthsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let [y, m] = from.split('-').map(Number) as [number, number]; `${y}-${String(m).padStart(2, '0')}` <= to; m === 12 ? (y++, m = 1) : m++) {
    out.push(`${y}-${String(m).padStart(2, '0')}`);
  }
  return out;
}
/** A YYYY-MM `n` months earlier. */
const monthsBack = (month: string, n: number) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const total = y * 12 + (m - 1) - n;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
};
/** The last day of a YYYY-MM. */
const lastDay = (month: string) => new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);
/** Most months a comparison period may span. */
const MAX_MONTHS = 36;

/** A period of months from its two ends (either may be blank: it takes the other), refusing a start after its end or more than MAX_MONTHS months. */
function period(ini: unknown, fin: unknown, fields: [string, string], fallback: [string, string]): { from: string; to: string; months: string[] } {
  const a = text(ini) ? ym(text(ini)!) : undefined;
  const b = text(fin) ? ym(text(fin)!) : undefined;
  const [from, to] = a || b ? [a ?? b!, b ?? a!] : fallback;
  if (from > to) throw new ErpError(400, 'VALIDATION_ERROR', `fechaInicialMayorFinal: ${fields[0]} is after ${fields[1]}`);
  const months = monthsBetween(from, to);
  if (months.length > MAX_MONTHS) throw new ErpError(400, 'VALIDATION_ERROR', `Invalid request: ${fields[0]} to ${fields[1]} spans more than ${MAX_MONTHS} months`);
  return { from: `${from}-01`, to: lastDay(to), months };
}

/** A range cut to the caller's role window; a range the window leaves empty finds nothing. */
async function clipped(ctx: ReportContext, request: FastifyRequest, scope: ReportScope, range: DateRange): Promise<DateRange> {
  return withinRoleLimits(ctx.db, request.principal, scope.empresa, range);
}

/** Sales situation, sales comparison and province statistics (signed links to PDFs), and the country and province pickers of the statistics. */
export async function salesStatisticsRoutes(app: FastifyInstance, ctx: ReportContext): Promise<void> {
  const { db, links } = ctx;

  app.post(`${P}/informeSituacionExpert`, {
    config: { callKind: 'report' },
    schema: reportRoute({
      summary: 'Sales situation report (informeSituacionExpert)', tags,
      description: 'Signed link (10 minutes) to a PDF of the order lines of the caller\'s scope in the chosen state (E pending to serve, S pending to invoice — default —, F invoiced, T entered), '
        + 'aggregated by the listing type: 1 family (at nivelFamilia) and article, 4 family nivel1 by family nivel2, 5 and 6 those crossed families per representative or per customer, '
        + '9 families per customer, 11 families per representative; sorted by A code, D description or I amount. The family levels are capped at the user\'s maximum article level. '
        + 'Order dates are cut to the role\'s window. None found: report empty and errorMsg estadoVentaNotFound.',
      body: body({
        repIni: optCode('First representative'), repFin: optCode('Last representative'), cliIni: optCode('First customer'), cliFin: optCode('Last customer'),
        fechaIni: dateField('Order date from'), fechaFin: dateField('Order date to'), fechaEntIni: dateField('Delivery date from'), fechaEntFin: dateField('Delivery date to'),
        estadoPed: choice(['E', 'S', 'F', 'T'], 'Line state: E pending to serve, S pending to invoice (default), F invoiced, T entered (all)'),
        tipoPedidos: choice(['P', 'C', 'T'], 'Order type: P orders, C charges, T all (default; credit notes subtract)'),
        tipoVenta: choice(['C', 'R', 'T'], 'Sale type: C cash (customers paying cash), R credit, T all (default)'),
        tipoOrden: choice(['A', 'D', 'I'], 'Sort: A code (default), D description, I amount'),
        tipoListado: choice(LISTINGS, 'Listing type: 1 (default), 4, 5, 6, 9 or 11'),
        nivelFamilia: choice(LEVELS, 'Family level 1 to 5 (default 5), capped at the user\'s maximum'),
        nivel1: choice(LEVELS, 'First family level of listings 4, 5 and 6 (default 1)'), nivel2: choice(LEVELS, 'Second family level of listings 4, 5 and 6 (default 2)'),
        tipoEmpresa, pdfSn, usuario: nstr(),
      }),
      reply: object({ statusCode: str(), report: str('Signed document link, or empty'), errorMsg: str('Empty, or estadoVentaNotFound'), errorCode: int('0') }),
    }),
  }, async (request) => {
    const b = request.body as Record<string, unknown>;
    const scope = await documentScope(ctx, request, b.empresa);
    const fecha = await clipped(ctx, request, scope, dateRange(b.fechaIni, b.fechaFin, ['fechaIni', 'fechaFin']));
    const entrega = dateRange(b.fechaEntIni, b.fechaEntFin, ['fechaEntIni', 'fechaEntFin']);
    const maxLevel = Math.min(MAX_NIVEL_FAMILIA, Math.max(1, request.principal.portal?.nivelMaxArt || MAX_NIVEL_FAMILIA));
    const level = (value: unknown, fallback: number) => Math.min(maxLevel, chosen(value, fallback));
    const filters: SituationFilters = defined({
      repIni: text(b.repIni), repFin: text(b.repFin), cliIni: text(b.cliIni), cliFin: text(b.cliFin),
      fechaIni: fecha.from, fechaFin: fecha.to, entIni: entrega.from, entFin: entrega.to,
      estadoPed: chosen(b.estadoPed, 'S'), tipoPedidos: chosen(b.tipoPedidos, 'T'), tipoVenta: chosen(b.tipoVenta, 'T'), tipoOrden: chosen(b.tipoOrden, 'A'),
      tipoListado: chosen(b.tipoListado, 1) as SituationFilters['tipoListado'], nivelFamilia: level(b.nivelFamilia, MAX_NIVEL_FAMILIA), nivel1: level(b.nivel1, 1), nivel2: level(b.nivel2, 2),
    });
    // Crossed families group the first level under the second: a second level above the first would print the grouping inverted.
    if ([4, 5, 6].includes(Number(filters.tipoListado)) && filters.nivel2 < filters.nivel1) {
      throw new ErpError(400, 'VALIDATION_ERROR', `Invalid request: nivel2 (${filters.nivel2}) must be equal to or greater than nivel1 (${filters.nivel1})`);
    }
    if (!(await situationFound(db, scope, filters))) return { statusCode: '200', report: '', errorMsg: 'estadoVentaNotFound', errorCode: 0 };
    const report = await links.url(request, { kind: 'situacionVentas', params: { scope, filters, lang: reportLanguage(request.principal.idioma) } });
    return { statusCode: '200', report, errorMsg: '', errorCode: 0 };
  });

  app.post(`${P}/informeComparativoVentas`, {
    config: { callKind: 'report' },
    schema: reportRoute({
      summary: 'Sales comparison by delegation (informeComparativoVentas)', tags,
      description: 'Signed link (10 minutes) to a PDF of the invoiced amounts (taxable base) of the caller\'s scope month by month in the period (mesEjercicioInicial to mesEjercicioFinal, '
        + 'default January to the current month) against the compared period (default the same months a year before), with difference and percentage, grouped by representative (R), '
        + 'customer (C) or, blank, representative followed by its customers\' totals. At most 36 months a period; invoice dates are cut to the role\'s window. '
        + 'None found: result KO, report empty, errorMsg { code 1, message notFoundDefault }.',
      body: body({
        tipoEmpresa, pdfSn, tipoRepresentante: choice(['R', 'C'], 'Group by R representative, C customer; blank: representative then customer'),
        representanteInicial: optCode('First representative'), representanteFinal: optCode('Last representative'), clienteInicial: optCode('First customer'), clienteFinal: optCode('Last customer'),
        mesEjercicioInicial: monthField('First month of the period'), mesEjercicioFinal: monthField('Last month of the period'),
        mesEjercicioComparadoInicial: monthField('First month of the compared period'), mesEjercicioComparadoFinal: monthField('Last month of the compared period'), usuario: nstr(),
      }),
      reply: object({
        statusCode: str(), result: str('OK, or KO when nothing matches', { enum: ['OK', 'KO'] }), dataRes: object({ report: str('Signed document link, or empty') }),
        errorMsg: object({ code: int('0, or 1 when nothing matches'), message: str('Empty, or notFoundDefault') }),
      }),
    }),
  }, async (request) => {
    const b = request.body as Record<string, unknown>;
    const scope = await documentScope(ctx, request, b.empresa);
    const current = todayIso().slice(0, 7);
    const periodo = period(b.mesEjercicioInicial, b.mesEjercicioFinal, ['mesEjercicioInicial', 'mesEjercicioFinal'], [`${current.slice(0, 4)}-01`, current]);
    const [first, last] = [periodo.months[0]!, periodo.months[periodo.months.length - 1]!];
    const comparado = period(b.mesEjercicioComparadoInicial, b.mesEjercicioComparadoFinal, ['mesEjercicioComparadoInicial', 'mesEjercicioComparadoFinal'], [monthsBack(first, 12), monthsBack(last, 12)]);
    const clip = async (p: typeof periodo) => {
      const c = await clipped(ctx, request, scope, { from: p.from, to: p.to });
      return { ...p, from: c.from ?? p.from, to: c.to ?? p.to };
    };
    const filters: ComparisonFilters = defined({
      agrupacion: chosen(b.tipoRepresentante, '') as ComparisonFilters['agrupacion'],
      repIni: text(b.representanteInicial), repFin: text(b.representanteFinal), cliIni: text(b.clienteInicial), cliFin: text(b.clienteFinal),
      periodo: await clip(periodo), comparado: await clip(comparado),
    });
    if (!(await comparisonFound(db, scope, filters))) return { statusCode: '200', result: 'KO', dataRes: { report: '' }, errorMsg: { code: 1, message: 'notFoundDefault' } };
    const report = await links.url(request, { kind: 'comparativoVentas', params: { scope, filters, lang: reportLanguage(request.principal.idioma) } });
    return { statusCode: '200', result: 'OK', dataRes: { report }, errorMsg: { code: 0, message: '' } };
  });

  app.post(`${P}/informeEstadisticaProvincias`, {
    config: { callKind: 'report' },
    schema: reportRoute({
      summary: 'Province sales statistics (informeEstadisticaProvincias)', tags,
      description: 'Signed link (10 minutes) to a PDF of the year\'s order amounts of the caller\'s scope by country and province of the customer, for the order state pedido '
        + '(1 entered, 2 served, 3 invoiced, 4 detained, 5 cancelled) in the order orden: 1 country and province code, 2 country and province name, 3 and 4 the same with the representatives '
        + 'of each province, 5 provinces by amount, 6 representatives by amount. ADMIN and SOPORTE must name a representative (repIni or repFin); a province range 0 to 9999999 is all. '
        + 'None found: report empty and errorMsg notFoundDefault.',
      body: body({
        repIni: optCode('First representative'), repFin: optCode('Last representative'), ejercicio: numberField(1900, 2999, 'Year (default the current one)'),
        pedido: choice([1, 2, 3, 4, 5], 'Order state: 1 entered (default), 2 served, 3 invoiced, 4 detained, 5 cancelled'),
        orden: choice([1, 2, 3, 4, 5, 6], 'Order of the report, 1 (default) to 6'),
        paisIni: optCode('First country code'), paisFin: optCode('Last country code'),
        provinciaIni: numberField(0, 9_999_999, 'First province code'), provinciaFin: numberField(0, 9_999_999, 'Last province code'),
        tipoEmpresa, pdfSn, usuario: nstr(),
      }),
      reply: object({ statusCode: str(), report: str('Signed document link, or empty'), errorMsg: str('Empty, or notFoundDefault') }),
    }),
  }, async (request) => {
    const b = request.body as Record<string, unknown>;
    const scope = await documentScope(ctx, request, b.empresa);
    const [repIni, repFin] = [text(b.repIni), text(b.repFin)];
    if (scope.kind === 'company' && !repIni && !repFin) throw new ErpError(400, 'VALIDATION_ERROR', 'avisoFactura: a representative (repIni or repFin) is required');
    const ejercicio = chosen(b.ejercicio, Number(todayIso().slice(0, 4)));
    const year = await clipped(ctx, request, scope, { from: `${ejercicio}-01-01`, to: `${ejercicio}-12-31` });
    const [provIni, provFin] = [text(b.provinciaIni), text(b.provinciaFin)].map((v) => (v === undefined ? undefined : Number(v)));
    const allProvinces = (provIni ?? 0) === 0 && (provFin === undefined || provFin >= 9_999_999);
    const filters: ProvinceFilters = defined({
      ejercicio, from: year.from, to: year.to, pedido: chosen(b.pedido, 1) as ProvinceFilters['pedido'], orden: chosen(b.orden, 1) as ProvinceFilters['orden'],
      repIni, repFin, paisIni: text(b.paisIni)?.toUpperCase(), paisFin: text(b.paisFin)?.toUpperCase(),
      provinciaIni: allProvinces ? undefined : provIni, provinciaFin: allProvinces ? undefined : provFin,
    });
    if (!(await provinceFound(db, scope, filters))) return { statusCode: '200', report: '', errorMsg: 'notFoundDefault' };
    const report = await links.url(request, { kind: 'estadisticaProvincias', params: { scope, filters, lang: reportLanguage(request.principal.idioma) } });
    return { statusCode: '200', report, errorMsg: '' };
  });

  const countryRow = object({ pais: str('Country code'), nombrePais: str('Country name') });
  app.post(`${P}/lovPai`, {
    config: { callKind: 'shared' },
    schema: reportRoute({
      summary: 'Country picker (lovPai)', tags,
      description: 'Countries of the province statistics. Sort by pais or nombrePais (default nombrePais ASC); every country unless numRows is sent.',
      body: body({ ...lookupFields }),
      reply: listReply(countryRow),
    }),
  }, async (request) => {
    const b = request.body as PagingBody & { empresa?: string | number };
    await resolveScope(db, request.principal, b.empresa);
    const page = paging(b, { pais: 'pais', nombrePais: 'nombre_pais', nombre: 'nombre_pais' }, { orderBy: 'nombrePais', order: 'ASC', tiebreak: ['pais'], numRows: 1000 });
    const rows = await db.selectFrom('paises').select(['pais', 'nombre_pais as nombrePais']).orderBy(page.orderBy).limit(page.limit).offset(page.offset).execute();
    const total = await db.selectFrom('paises').select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
    return { ...OK, dataRes: rows, numReg: Number(total?.n ?? 0) };
  });

  app.post(`${P}/lovEpp`, {
    config: { callKind: 'shared' },
    schema: reportRoute({
      summary: 'Province picker (lovEpp)', tags,
      description: 'Provinces (districts, departments) of a country: id and denominacion; an empty list for a country without provinces. Sort by id (numeric) or denominacion (default id ASC); '
        + 'every province unless numRows is sent.',
      body: body({ ...lookupFields, pais: optCode('Country code') }, ['pais']),
      reply: listReply(object({ id: str('Province code'), denominacion: str('Province name') })),
    }),
  }, async (request) => {
    const b = request.body as PagingBody & { pais: unknown; empresa?: string | number };
    await resolveScope(db, request.principal, b.empresa);
    const pais = text(b.pais)?.toUpperCase() ?? '';
    const numeric = sql`cast(id as integer)`;
    const page = paging(b, { id: numeric, denominacion: 'denominacion', nombre: 'denominacion' }, { orderBy: 'id', order: 'ASC', tiebreak: ['id'], numRows: 1000 });
    const q = db.selectFrom('provincias').where('pais', '=', pais);
    const rows = await q.select(['id', 'denominacion']).orderBy(page.orderBy).limit(page.limit).offset(page.offset).execute();
    const total = await q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
    return { ...OK, dataRes: rows, numReg: Number(total?.n ?? 0) };
  });
}
