import type { FastifyInstance } from 'fastify';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { ErpError } from '../../errors.js';
import { lerCode } from '../../documents/formats.js';
import { body, int, object, str } from '../../schemas/routeSchema.js';
import { pageOf } from './listQuery.js';
import type { ReportContext } from './reportContext.js';
import { allOf, between, contains, dateRange, paging, requiredInteger, text, type PagingBody } from './reportRequest.js';
import { dateField, listReply, nstr, num, OK, optCode, reportPaging, reportRoute, resultReply, tipoEmpresa } from './reportSchemas.js';
import { inScope, resolveScope } from './scope.js';
import { withinRoleLimits } from './roleDateLimits.js';

const tags = ['Certificates'];
const P = '/wscomun/portalinformes';

interface CertificateBody extends PagingBody {
  empresa?: string | number; agenciaTransporte?: unknown; fechaInicial?: string | null; fechaFinal?: string | null;
  clienteInicial?: unknown; clienteFinal?: unknown; sucursal?: unknown; numeroCertificado?: unknown; search?: string | null;
}

/** Environmental certificates: the search and the lines of a certificate with their document links. */
export async function certificateRoutes(app: FastifyInstance, { db, links }: ReportContext): Promise<void> {
  app.post(`${P}/CertificadosMedioAmbiente`, {
    config: { callKind: 'report', replyCache: true },
    schema: reportRoute({
      summary: 'Environmental certificate search (CertificadosMedioAmbiente)', tags,
      description: 'Certificates of the caller\'s scope whose period (months MesInicial..MesFinal of Ejercicio) overlaps fechaInicial..fechaFinal. Default sort: most recent period first. rn is the row number of the search.',
      body: body({
        ...reportPaging, tipoEmpresa, agenciaTransporte: optCode('Transport agency code'), fechaInicial: dateField(), fechaFinal: dateField(),
        clienteInicial: optCode(), clienteFinal: optCode(), sucursal: optCode(), numeroCertificado: optCode('Certificate number (contains)'),
      }),
      reply: listReply(object({
        rn: int('Row number'), Identificador: int(), Cliente: str(), Sucursal: str(), Nombre: str('Branch name'), NumCertificado: str(), Ejercicio: int(),
        MesInicial: int('1-12'), MesFinal: int('1-12'), nombreAGT: nstr('Transport agency name'), AgenciaTransporte: str(),
      })),
    }),
  }, async (request) => {
    const b = request.body as CertificateBody;
    const scope = await resolveScope(db, request.principal, b.empresa);
    const dates = await withinRoleLimits(db, request.principal, scope.empresa, dateRange(b.fechaInicial, b.fechaFinal, ['fechaInicial', 'fechaFinal']));
    const scoped = inScope(scope, { empresa: 'k.empresa', cliente: 'k.cliente', sucursal: 'k.sucursal' });
    const c: RawBuilder<SqlBool>[] = [scoped, ...between('k.cliente', text(b.clienteInicial), text(b.clienteFinal))];
    if (dates.from) c.push(sql`k.fecha_hasta >= ${dates.from}`);
    if (dates.to) c.push(sql`k.fecha_desde <= ${dates.to}`);
    const agencia = text(b.agenciaTransporte);
    if (agencia) c.push(sql`k.agencia_transporte = ${agencia}`);
    const sucursal = text(b.sucursal);
    if (sucursal) c.push(sql`k.sucursal = ${sucursal}`);
    const numero = text(b.numeroCertificado);
    if (numero) c.push(contains(db, ['k.numero'], numero));
    const search = text(b.search);
    // The branch name is searched among the branches (their own table), so the total and the keys read the certificates alone.
    if (search) {
      c.push(sql`((k.cliente, k.sucursal) in (select sb.cliente, sb.sucursal from sucursales sb where sb.empresa = ${scope.empresa} and ${contains(db, ['sb.razon_social'], search)})
        or ${contains(db, ['k.numero', 'k.cliente'], search)})`);
    }
    const page = paging(b, {
      Identificador: 'k.identificador', Cliente: 'k.cliente', Sucursal: 'k.sucursal', Nombre: 's.razon_social', NumCertificado: 'k.numero', Ejercicio: 'k.ejercicio',
      MesInicial: 'k.mes_inicial', MesFinal: 'k.fecha_hasta', nombreAGT: 'ag.nombre', AgenciaTransporte: 'k.agencia_transporte', rn: 'k.fecha_hasta',
    }, { orderBy: 'MesFinal', order: 'DESC', tiebreak: ['k.identificador'] });
    const own = db.selectFrom('certificados as k').where(allOf(c));
    const withBranch = own.leftJoin('sucursales as s', (j) => j.onRef('s.empresa', '=', 'k.empresa').onRef('s.cliente', '=', 'k.cliente').onRef('s.sucursal', '=', 'k.sucursal'));
    const q = withBranch.leftJoin('agencias_transporte as ag', (j) => j.onRef('ag.empresa', '=', 'k.empresa').onRef('ag.agencia', '=', 'k.agencia_transporte'));
    // The total and the keys read the certificates alone, the branch only for its sort, the agency only for its sort.
    const [rows, numReg] = await pageOf(q, (x) => x.select([
      'k.identificador as Identificador', 'k.cliente as Cliente', 'k.sucursal as Sucursal', 's.razon_social as Nombre', 'k.numero as NumCertificado', 'k.ejercicio as Ejercicio',
      'k.mes_inicial as MesInicial', 'k.mes_final as MesFinal', 'ag.nombre as nombreAGT', 'k.agencia_transporte as AgenciaTransporte',
    ]), page, { db, key: 'k.identificador', count: own, keys: page.sortColumn === 'nombreAGT' ? q : page.sortColumn === 'Nombre' ? withBranch : own, rows: q.clearWhere().where(scoped), searched: Boolean(search || numero) });
    return { ...OK, numReg, dataRes: rows.map((r, i) => ({ rn: page.offset + i + 1, ...r, Nombre: r.Nombre ?? '' })) };
  });

  app.post(`${P}/CertificadosMedioAmbienteDet`, {
    config: { callKind: 'report' },
    schema: reportRoute({
      summary: 'Lines of an environmental certificate (CertificadosMedioAmbienteDet)', tags,
      description: 'Month, waste code, destination plant, treatment and quantity of a certificate in the caller\'s scope (404 otherwise). URLcertificado is a signed link (10 minutes) to the certificate of that line, null when the document is not available yet.',
      body: body({ tipoEmpresa, identificador: optCode('Certificate identifier') }, ['identificador']),
      reply: resultReply(object({
        Mes: int('1-12'), CodigoLER: str('Waste code, e.g. 15 01 01'), DescCodigoLER: str(), Destino: str('Plant'), Tratamiento: str('R/D operation and description'),
        Cantidad: num(), UnidadMedida: str(), Reciclaje: num('Recovered share, percent'), URLcertificado: nstr('Signed link or null'),
      })),
    }),
  }, async (request) => {
    const b = request.body as { empresa?: string | number; identificador: unknown };
    const scope = await resolveScope(db, request.principal, b.empresa);
    const id = requiredInteger(b.identificador, 'identificador');
    const cert = await db.selectFrom('certificados as k').select(['k.identificador', 'k.numero', 'k.empresa'])
      .where(inScope(scope, { empresa: 'k.empresa', cliente: 'k.cliente', sucursal: 'k.sucursal' })).where('k.identificador', '=', id).executeTakeFirst();
    if (!cert) throw new ErpError(404, 'NOT_FOUND', `Certificate ${id} not found`);
    const lines = await db.selectFrom('certificado_lineas as l').innerJoin('codigos_ler as ler', 'ler.codigo', 'l.cod_ler').innerJoin('tratamientos as t', 't.codigo', 'l.tratamiento')
      .innerJoin('almacenes as a', (j) => j.on('a.empresa', '=', cert.empresa).onRef('a.almacen', '=', 'l.almacen'))
      .select(['l.linea', 'l.mes', 'l.cod_ler', 'ler.descripcion', 'ler.peligroso', 'a.nombre as planta', 'l.tratamiento', 't.descripcion as tratamiento_descripcion', 'l.cantidad', 'l.unidad', 'l.reciclaje', 'l.con_documento'])
      .where('l.identificador', '=', id).orderBy('l.linea').execute();
    const result = [];
    for (const l of lines) {
      result.push({
        Mes: l.mes, CodigoLER: lerCode(l.cod_ler, l.peligroso === 'S'), DescCodigoLER: l.descripcion, Destino: l.planta, Tratamiento: `${l.tratamiento} - ${l.tratamiento_descripcion}`,
        Cantidad: l.cantidad, UnidadMedida: l.unidad, Reciclaje: l.reciclaje,
        URLcertificado: l.con_documento === 'S' ? await links.url(request, { kind: 'certificado', params: { id, linea: l.linea, numero: cert.numero } }) : null,
      });
    }
    return { ...OK, dataRes: { result } };
  });
}
