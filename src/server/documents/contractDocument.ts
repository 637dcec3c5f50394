import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.js';
import { ErpError } from '../errors.js';
import { heading, infoStrip, linesTable, partiesBlock, PRIMARY, renderBusinessPdf, smallPrint } from './businessLayout.js';
import type { ReportLanguage } from './documentLanguage.js';
import { dmy, lerCode, quantity } from './formats.js';
import { PURCHASING_TEXTS } from './purchasingTexts.js';
import { loadCompany } from './salesData.js';
import { producerNima } from './wasteData.js';
import { signatures } from './wasteDocuments.js';

/** A waste-treatment contract as a business document: operator, holders at origin and destination, validity, waste codes with their treatments, clauses and signatures. */
export async function contractPdf(db: Kysely<Database>, empresa: string, numero: string, lang: ReportLanguage, today: string): Promise<Buffer> {
  const t = PURCHASING_TEXTS[lang] ?? PURCHASING_TEXTS.es;
  const k = await db.selectFrom('contratos_tratamiento as k')
    .innerJoin('clientes as c', (j) => j.onRef('c.empresa', '=', 'k.empresa').onRef('c.cliente', '=', 'k.cliente'))
    .leftJoin('sucursales as s', (j) => j.onRef('s.empresa', '=', 'k.empresa').onRef('s.cliente', '=', 'k.cliente').onRef('s.sucursal', '=', 'k.sucursal'))
    .innerJoin('almacenes as al', (j) => j.onRef('al.empresa', '=', 'k.empresa').onRef('al.almacen', '=', 'k.almacen'))
    .leftJoin('agencias_transporte as ag', (j) => j.onRef('ag.empresa', '=', 'k.empresa').onRef('ag.agencia', '=', 'k.agencia_transporte'))
    .selectAll('k')
    .select([
      'c.razon_social', 'c.cif', 'c.direccion', 'c.cp', 'c.poblacion', 'c.provincia', 's.razon_social as suc_razon_social', 's.direccion as suc_direccion', 's.cp as suc_cp',
      's.poblacion as suc_poblacion', 's.provincia as suc_provincia', 'al.nombre as planta', 'al.cif as planta_cif', 'al.direccion as planta_direccion', 'al.cp as planta_cp',
      'al.poblacion as planta_poblacion', 'al.provincia as planta_provincia', 'al.nima as planta_nima', 'al.num_inscripcion', 'al.tipo_inscripcion', 'ag.nombre as transportista', 'ag.cif as transportista_cif',
    ])
    .where('k.empresa', '=', empresa).where('k.numero', '=', numero).executeTakeFirst();
  if (!k) throw new ErpError(404, 'NOT_FOUND', `Contract ${numero} not found`);
  const lines = await db.selectFrom('contrato_lineas as l').innerJoin('codigos_ler as ler', 'ler.codigo', 'l.cod_ler').innerJoin('tratamientos as tr', 'tr.codigo', 'l.tratamiento')
    .select(['l.linea', 'l.cod_ler', 'ler.descripcion', 'ler.peligroso', 'ler.cod_peligrosidad', 'l.tratamiento', 'tr.descripcion as tratamiento_descripcion', 'l.cantidad_anual', 'l.unidad'])
    .where('l.empresa', '=', empresa).where('l.numero', '=', numero).orderBy('l.linea').execute();
  const company = await loadCompany(db, empresa);
  const operatorLines = k.oper_traslado === company.nombre
    ? [company.nombre, `NIF ${company.cif}`, company.direccion, `${company.cp} ${company.poblacion} (${company.provincia})`]
    : [k.oper_traslado, `NIF ${k.cif}`, k.direccion, `${k.cp} ${k.poblacion} (${k.provincia})`];
  const nima = producerNima({ cp: k.cp, cliente: k.cliente, sucursal: k.sucursal, suc_cp: k.suc_cp });
  return renderBusinessPdf([{
    company, title: t.contract.title, number: k.numero, date: k.fecha_contrato, labels: { number: t.number, date: t.date, page: t.page },
    headerLines: [`${t.contract.validUntil}: ${dmy(k.fecha_vigencia)}`],
    content: [
      { text: t.contract.subtitle.toUpperCase(), bold: true, fontSize: 10.5, color: PRIMARY, alignment: 'center', margin: [0, 0, 0, 8] },
      partiesBlock([
        { title: t.contract.origin, lines: [k.titular_origen, `NIF ${k.cif} · NIMA ${nima}`, k.suc_razon_social, k.suc_direccion ?? k.direccion, `${k.suc_cp ?? k.cp} ${k.suc_poblacion ?? k.poblacion} (${k.suc_provincia ?? k.provincia})`] },
        { title: t.contract.destination, lines: [k.titular_destino, `NIF ${k.planta_cif} · NIMA ${k.planta_nima}`, `${k.tipo_inscripcion} · ${t.contract.registration} ${k.num_inscripcion}`, k.planta_direccion, `${k.planta_cp} ${k.planta_poblacion} (${k.planta_provincia})`] },
      ]),
      partiesBlock([
        { title: t.contract.operator, lines: operatorLines },
        { title: t.contract.carrier, lines: k.transportista ? [k.transportista, k.transportista_cif ? `NIF ${k.transportista_cif}` : null] : ['—'] },
      ]),
      infoStrip([
        [t.contract.signed, dmy(k.fecha_contrato)], [t.contract.validUntil, dmy(k.fecha_vigencia)], [t.contract.prior, k.notif_previa === 'S' ? t.contract.yes : t.contract.no],
        [t.contract.customer, `${k.cliente} / ${k.sucursal}`], [t.contract.status, k.fecha_vigencia >= today ? t.contract.inForce : t.contract.expired],
      ]),
      { text: t.contract.intro(k.oper_traslado, k.titular_origen, k.titular_destino), alignment: 'justify', margin: [0, 0, 0, 6] },
      heading(t.contract.wastes),
      linesTable(
        [{ header: t.contract.cols.ler, width: 56 }, { header: t.contract.cols.description, width: '*' }, { header: t.contract.cols.hazardous, width: 48 },
          { header: t.contract.cols.treatment, width: 150 }, { header: t.contract.cols.quantity, width: 62, align: 'right' }],
        lines.map((l) => [lerCode(l.cod_ler, l.peligroso === 'S'), l.descripcion, l.peligroso === 'S' ? `${t.contract.yes} (${l.cod_peligrosidad ?? ''})` : t.contract.no,
          `${l.tratamiento} · ${l.tratamiento_descripcion}`, `${quantity(l.cantidad_anual)} ${l.unidad}`]),
      ),
      { stack: t.contract.clauses.map((c) => ({ text: c, margin: [0, 0, 0, 3], alignment: 'justify' })), margin: [0, 2, 0, 4] },
      smallPrint(t.contract.legal),
      signatures(t.contract.signatures),
    ],
  }], { title: `${t.contract.title} ${k.numero}` });
}
