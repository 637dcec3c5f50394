import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.js';
import { ErpError } from '../errors.js';
import { heading, infoStrip, linesTable, partiesBlock, PRIMARY, renderBusinessPdf, smallPrint, totalsBlock, type BusinessDocument } from './businessLayout.js';
import { dmy, euros, lerCode, MESES, price, quantity } from './formats.js';
import { renderPdf, type PdfContent } from './pdfRenderer.js';
import { loadCompany } from './salesData.js';
import { loadService, loadServiceLines, producerNima, type ServiceData } from './wasteData.js';

const round2 = (n: number) => Math.round(n * 100) / 100;
const TIPO: Record<string, string> = { R: 'Recogida', E: 'Entrega', P: 'Pedido de servicio' };

async function serviceOr404(db: Kysely<Database>, identificador: number): Promise<ServiceData> {
  const s = await loadService(db, identificador);
  if (!s) throw new ErpError(404, 'NOT_FOUND', `Service ${identificador} not found`);
  return s;
}

const producer = (s: ServiceData) => ({
  title: 'Productor / poseedor (origen)',
  lines: [s.razon_social, `NIF ${s.cif} · NIMA ${producerNima(s)}`, s.suc_direccion ?? s.direccion, `${s.suc_cp ?? s.cp} ${s.suc_poblacion ?? s.poblacion} (${s.suc_provincia ?? s.provincia})`],
});
const plant = (s: ServiceData) => ({
  title: 'Instalación de destino',
  lines: [s.planta, `NIF ${s.planta_cif} · NIMA ${s.planta_nima}`, `${s.tipo_inscripcion} · Inscripción ${s.num_inscripcion}`, s.planta_direccion, `${s.planta_cp} ${s.planta_poblacion} (${s.planta_provincia})`],
});
const carrier = (s: ServiceData) => ({ title: 'Transportista', lines: [s.transportista ?? s.agencia_transporte, s.transportista_cif ? `NIF ${s.transportista_cif}` : null, `Matrícula ${s.matricula}`] });
const wasteName = (s: ServiceData) => `${lerCode(s.cod_ler, s.peligroso === 'S')} ${s.ler_descripcion}`;

/** Framed signature boxes side by side, each with its label. */
export function signatures(labels: string[]): PdfContent {
  return {
    margin: [0, 16, 0, 0], columnGap: 12, unbreakable: true,
    columns: labels.map((label) => ({
      width: '*', table: { widths: ['*'], heights: [50], body: [[{ text: label, fontSize: 7, color: '#5b6770' }]] },
      layout: { hLineWidth: () => 0.6, vLineWidth: () => 0.6, hLineColor: () => '#b8c4d0', vLineColor: () => '#b8c4d0' },
    })),
  };
}

/** Delivery note of a pickup or delivery: every waste code and service line the delivery note covers. */
export async function serviceDeliveryNotePdf(db: Kysely<Database>, identificador: number): Promise<Buffer> {
  const s = await serviceOr404(db, identificador);
  if (s.albaran === null) throw new ErpError(404, 'NOT_FOUND', 'The service has no delivery note');
  const siblings = await db.selectFrom('servicios_residuos').select('identificador')
    .where('empresa', '=', s.empresa).where('ejercicio', '=', s.ejercicio).where('albaran', '=', s.albaran).orderBy('identificador').execute();
  const lines = await loadServiceLines(db, siblings.map((r) => r.identificador));
  const base = round2(lines.reduce((sum, l) => sum + l.cantidad * l.precio, 0));
  return renderBusinessPdf([{
    company: await loadCompany(db, s.empresa), title: `ALBARÁN DE ${s.tipo_gestion === 'E' ? 'ENTREGA' : 'RECOGIDA'}`, number: `${s.ejercicio}/${s.albaran}`, date: s.fecha,
    headerLines: [`Pedido de servicio ${s.pedido}`],
    content: [
      partiesBlock([producer(s), plant(s)]),
      infoStrip([['Tipo', TIPO[s.tipo_gestion] ?? s.tipo_gestion], ['Pedido', s.pedido], ['Su referencia', s.ref_pedido], ['Transportista', s.transportista], ['Matrícula', s.matricula], ['DI', s.numero_di]]),
      linesTable(
        [{ header: 'Servicio', width: 92 }, { header: 'Artículo', width: 56 }, { header: 'Descripción', width: '*' }, { header: 'Cantidad', width: 50, align: 'right' },
          { header: 'Ud.', width: 24 }, { header: 'Precio', width: 52, align: 'right' }, { header: 'Importe', width: 62, align: 'right' }],
        lines.map((l) => [l.nom_servicio, l.articulo, l.numero_di ? `${l.denominacion} (DI ${l.numero_di})` : l.denominacion, quantity(l.cantidad), l.unidad, price(l.precio), euros(round2(l.cantidad * l.precio))]),
      ),
      totalsBlock([['Base imponible', euros(base)], ['IVA 21 %', euros(round2(base * 0.21))], ['Total', euros(round2(base * 1.21))]]),
      ...(s.observaciones ? [smallPrint(`Observaciones: ${s.observaciones}`)] : []),
      signatures(['Conforme del cliente (firma y sello)', 'Conductor', 'Recepción en planta']),
    ],
  }], { title: `Albarán ${s.ejercicio}/${s.albaran}` });
}

/** Identification document (DI) of a waste transfer (Real Decreto 553/2020). */
export async function identificationDocumentPdf(db: Kysely<Database>, identificador: number): Promise<Buffer> {
  const s = await serviceOr404(db, identificador);
  const [line] = await loadServiceLines(db, [identificador]);
  if (!s.numero_di || !line) throw new ErpError(404, 'NOT_FOUND', 'The service has no identification document');
  const company = await loadCompany(db, s.empresa);
  return renderBusinessPdf([{
    company, title: 'DOCUMENTO DE IDENTIFICACIÓN', number: s.numero_di, date: s.fecha,
    headerLines: ['Traslado de residuos · Real Decreto 553/2020'],
    content: [
      partiesBlock([{ title: 'Operador del traslado', lines: [company.nombre, `NIF ${company.cif}`, company.direccion, `${company.cp} ${company.poblacion} (${company.provincia})`] }, producer(s)]),
      partiesBlock([plant(s), carrier(s)]),
      heading('Residuo trasladado'),
      infoStrip([['Código LER', lerCode(s.cod_ler, s.peligroso === 'S')], ['Peligroso', s.peligroso === 'S' ? `Sí (${s.cod_peligrosidad ?? ''})` : 'No'], ['Cantidad', `${quantity(line.cantidad)} kg`],
        ['Operación', `${s.tratamiento} · ${s.tratamiento_tipo === 'R' ? 'Valorización' : 'Eliminación'}`], ['Fecha inicio traslado', dmy(s.fecha)]]),
      { text: s.ler_descripcion, margin: [0, 0, 0, 4] },
      { text: `${s.tratamiento}: ${s.tratamiento_descripcion}`, style: 'small' },
      smallPrint('El operador declara que el residuo descrito se corresponde con el contenido del traslado y que el destino está autorizado para su tratamiento. Este documento acompaña al residuo durante todo el traslado y se conserva al menos tres años.'),
      signatures(['Origen: firma del productor o poseedor', 'Transportista', 'Destino: aceptación del residuo']),
    ],
  }], { title: `DI ${s.numero_di}` });
}

/** Weighing ticket of a weighed pickup or delivery: gross, tare and net. */
export async function weighingTicketPdf(db: Kysely<Database>, identificador: number): Promise<Buffer> {
  const s = await serviceOr404(db, identificador);
  const [line] = await loadServiceLines(db, [identificador]);
  if (!line || line.peso_bruto === null || line.peso_tara === null) throw new ErpError(404, 'NOT_FOUND', 'The service has no weighing ticket');
  const entrada = `${8 + (identificador % 6)}:${String(identificador % 60).padStart(2, '0')}`;
  const salida = `${9 + (identificador % 6)}:${String((identificador * 7) % 60).padStart(2, '0')}`;
  return renderBusinessPdf([{
    company: await loadCompany(db, s.empresa), title: 'TICKET DE PESADA', number: `TP${s.ejercicio}-${String(identificador).padStart(7, '0')}`, date: s.fecha,
    headerLines: [`Báscula de ${s.planta}`],
    content: [
      partiesBlock([producer(s), carrier(s)]),
      infoStrip([['Residuo', wasteName(s)], ['Albarán', s.albaran ? `${s.ejercicio}/${s.albaran}` : null], ['DI', s.numero_di]]),
      linesTable([{ header: 'Pesada', width: '*' }, { header: 'Fecha', width: 80 }, { header: 'Hora', width: 60 }, { header: 'Peso (kg)', width: 90, align: 'right' }], [
        ['Entrada (bruto)', dmy(s.fecha), entrada, quantity(line.peso_bruto)],
        ['Salida (tara)', dmy(s.fecha), salida, quantity(line.peso_tara)],
        [{ text: 'Peso neto', bold: true }, '', '', { text: quantity(round2(line.peso_bruto - line.peso_tara)), bold: true, alignment: 'right' }],
      ]),
      smallPrint('Báscula verificada conforme a la Orden ICT/155/2020 de control metrológico del Estado. Resolución 20 kg.'),
      signatures(['Operador de báscula', 'Conductor']),
    ],
  }], { title: `Ticket de pesada ${identificador}` });
}

/** Scanned-looking image of the weighbridge receipt: an 80 mm roll in Courier. */
export async function ticketImagePdf(db: Kysely<Database>, identificador: number): Promise<Buffer> {
  const s = await serviceOr404(db, identificador);
  const [line] = await loadServiceLines(db, [identificador]);
  if (!line || line.peso_bruto === null || line.peso_tara === null) throw new ErpError(404, 'NOT_FOUND', 'The service has no weighing ticket');
  const company = await loadCompany(db, s.empresa);
  const row = (label: string, value: string) => ({ columns: [{ text: label, width: '*' }, { text: value, width: 'auto', alignment: 'right' }] });
  // pdfmake lays out a node object once: every rule must be its own object.
  const rule = () => ({ text: '-'.repeat(34), margin: [0, 2, 0, 2] });
  return renderPdf({
    info: { title: `Ticket ${identificador}` },
    pageSize: { width: 227, height: 330 }, pageMargins: [14, 16, 14, 16],
    defaultStyle: { font: 'Courier', fontSize: 8.5, lineHeight: 1.15 },
    background: () => ({ canvas: [{ type: 'rect', x: 0, y: 0, w: 227, h: 330, color: '#fbf8ef' }] }),
    content: [
      { text: company.nombre.toUpperCase(), bold: true, alignment: 'center' },
      { text: `CIF ${company.cif}`, alignment: 'center' },
      { text: s.planta.toUpperCase(), alignment: 'center', margin: [0, 0, 0, 4] },
      rule(),
      row('TICKET', `${s.ejercicio}-${String(identificador).padStart(7, '0')}`),
      row('FECHA', dmy(s.fecha)),
      row('MATRICULA', s.matricula),
      row('CLIENTE', s.cliente),
      row('LER', lerCode(s.cod_ler)),
      rule(),
      row('BRUTO', `${quantity(line.peso_bruto)} KG`),
      row('TARA', `${quantity(line.peso_tara)} KG`),
      { ...row('NETO', `${quantity(round2(line.peso_bruto - line.peso_tara))} KG`), bold: true },
      rule(),
      { text: 'BASCULA 1 - OPERADOR 03', alignment: 'center' },
      { text: '*** GRACIAS ***', alignment: 'center', margin: [0, 6, 0, 0] },
    ],
  });
}

/** Photo report taken with the driver's handheld (PDA) at the pickup: four framed shots with caption, time and position. */
export async function photoReportPdf(db: Kysely<Database>, identificador: number): Promise<Buffer> {
  const s = await serviceOr404(db, identificador);
  const shots = ['Contenedor antes de la carga', 'Detalle del residuo', 'Carga en el vehículo', 'Zona limpia tras la retirada'];
  const photo = (caption: string, n: number): PdfContent => ({
    width: '*', stack: [
      {
        canvas: [
          { type: 'rect', x: 0, y: 0, w: 245, h: 150, color: ['#c9d6e3', '#d8cfc0', '#cfd8c4', '#d5d5d5'][n] },
          { type: 'rect', x: 40, y: 60, w: 160, h: 62, color: ['#2f6f4f', '#8a5a2b', '#3d6b8f', '#6b6b6b'][n] },
          { type: 'polyline', closePath: true, points: [{ x: 40, y: 60 }, { x: 60, y: 44 }, { x: 220, y: 44 }, { x: 200, y: 60 }], color: '#4b5b66' },
          { type: 'ellipse', x: 205, y: 30, r1: 14, r2: 14, color: '#f4e3a1' },
        ],
      },
      { text: `Foto ${n + 1} · ${caption}`, bold: true, fontSize: 8, margin: [0, 4, 0, 0] },
      { text: `${dmy(s.fecha)} ${String(8 + n).padStart(2, '0')}:${String((identificador + n * 7) % 60).padStart(2, '0')} · GPS ${(39.4 + (identificador % 100) / 1000).toFixed(4)}, ${(-0.37 - n / 1000).toFixed(4)}`, style: 'small' },
    ],
  });
  return renderBusinessPdf([{
    company: await loadCompany(db, s.empresa), title: 'REPORTAJE FOTOGRÁFICO', number: `${s.ejercicio}/${s.albaran ?? s.pedido}`, date: s.fecha,
    headerLines: [`${TIPO[s.tipo_gestion]} · LER ${lerCode(s.cod_ler, s.peligroso === 'S')}`],
    content: [
      partiesBlock([producer(s), carrier(s)]),
      { columns: [photo(shots[0]!, 0), photo(shots[1]!, 1)], columnGap: 20, margin: [0, 6, 0, 14] },
      { columns: [photo(shots[2]!, 2), photo(shots[3]!, 3)], columnGap: 20 },
      smallPrint('Imágenes tomadas con el terminal del conductor en el momento del servicio.'),
    ],
  }], { title: `Fotos del servicio ${identificador}` });
}

/** Acceptance document of the waste by the treatment plant (attached documentation of the service). */
export async function acceptanceDocumentPdf(db: Kysely<Database>, identificador: number): Promise<Buffer> {
  const s = await serviceOr404(db, identificador);
  const validUntil = `${Number(s.fecha.slice(0, 4)) + 1}${s.fecha.slice(4)}`;
  return renderBusinessPdf([{
    company: await loadCompany(db, s.empresa), title: 'DOCUMENTO DE ACEPTACIÓN', number: `DA${s.ejercicio}-${String(identificador).padStart(7, '0')}`, date: s.fecha,
    headerLines: ['Contrato de tratamiento de residuos'],
    content: [
      partiesBlock([producer(s), plant(s)]),
      heading('Residuo aceptado'),
      infoStrip([['Código LER', lerCode(s.cod_ler, s.peligroso === 'S')], ['Peligrosidad', s.cod_peligrosidad ?? 'No peligroso'], ['Operación', s.tratamiento], ['Vigencia hasta', dmy(validUntil)]]),
      { text: s.ler_descripcion, margin: [0, 0, 0, 6] },
      { ul: [`Tratamiento previsto: ${s.tratamiento} ${s.tratamiento_descripcion}.`, 'Cantidad estimada anual: según pedidos de servicio.', 'Condiciones de admisión: residuo sin impropios, envasado y etiquetado según su naturaleza.'], margin: [0, 0, 0, 8] },
      smallPrint('La instalación de destino acepta el residuo descrito en las condiciones indicadas, conforme a la Ley 7/2022 de residuos y suelos contaminados para una economía circular.'),
      signatures(['Por la instalación de destino', 'Por el productor']),
    ],
  }], { title: `Documento de aceptación ${identificador}` });
}

/** Environmental certificate of waste management; with `linea`, only that month and waste code. */
export async function certificatePdf(db: Kysely<Database>, identificador: number, linea?: number): Promise<Buffer> {
  const c = await db.selectFrom('certificados as k')
    .innerJoin('clientes as c', (j) => j.onRef('c.empresa', '=', 'k.empresa').onRef('c.cliente', '=', 'k.cliente'))
    .leftJoin('sucursales as s', (j) => j.onRef('s.empresa', '=', 'k.empresa').onRef('s.cliente', '=', 'k.cliente').onRef('s.sucursal', '=', 'k.sucursal'))
    .leftJoin('agencias_transporte as ag', (j) => j.onRef('ag.empresa', '=', 'k.empresa').onRef('ag.agencia', '=', 'k.agencia_transporte'))
    .selectAll('k').select(['c.razon_social', 'c.cif', 's.razon_social as suc_razon_social', 's.direccion', 's.cp', 's.poblacion', 's.provincia', 'ag.nombre as agencia_nombre'])
    .where('k.identificador', '=', identificador).executeTakeFirst();
  if (!c) throw new ErpError(404, 'NOT_FOUND', `Certificate ${identificador} not found`);
  let q = db.selectFrom('certificado_lineas as l').innerJoin('codigos_ler as ler', 'ler.codigo', 'l.cod_ler').innerJoin('tratamientos as t', 't.codigo', 'l.tratamiento')
    .innerJoin('almacenes as a', (j) => j.on('a.empresa', '=', c.empresa).onRef('a.almacen', '=', 'l.almacen'))
    .selectAll('l').select(['ler.descripcion', 'ler.peligroso', 't.descripcion as tratamiento_descripcion', 'a.nombre as planta', 'a.nima', 'a.num_inscripcion'])
    .where('l.identificador', '=', identificador);
  if (linea !== undefined) q = q.where('l.linea', '=', linea);
  const lines = await q.orderBy('l.linea').execute();
  const total = round2(lines.reduce((s, l) => s + l.cantidad, 0));
  const recovered = round2(lines.reduce((s, l) => s + (l.cantidad * l.reciclaje) / 100, 0));
  const company = await loadCompany(db, c.empresa);
  const period = c.mes_inicial === c.mes_final ? `${MESES[c.mes_inicial]} de ${c.ejercicio}` : `${MESES[c.mes_inicial]} a ${MESES[c.mes_final]} de ${c.ejercicio}`;
  const plants = [...new Map(lines.map((l) => [l.planta, `${l.planta} (NIMA ${l.nima}, inscripción ${l.num_inscripcion})`])).values()];
  const doc: BusinessDocument = {
    company, title: 'CERTIFICADO DE GESTIÓN', number: c.numero, date: c.fecha_emision,
    headerLines: [`Periodo: ${period}`],
    content: [
      { text: 'CERTIFICADO MEDIOAMBIENTAL DE GESTIÓN DE RESIDUOS', bold: true, fontSize: 11, color: PRIMARY, alignment: 'center', margin: [0, 0, 0, 8] },
      partiesBlock([
        { title: 'Productor del residuo', lines: [c.razon_social, `NIF ${c.cif} · Cliente ${c.cliente}`, c.suc_razon_social, c.direccion, `${c.cp ?? ''} ${c.poblacion ?? ''} (${c.provincia ?? ''})`] },
        { title: 'Gestor', lines: [company.nombre, `NIF ${company.cif}`, ...plants, c.agencia_nombre ? `Transporte: ${c.agencia_nombre}` : null] },
      ]),
      {
        text: `${company.nombre}, como gestor autorizado, CERTIFICA que los residuos que se relacionan, entregados por el productor durante ${period}, han sido recibidos y gestionados en instalaciones autorizadas mediante las operaciones indicadas, conforme a la Ley 7/2022, de 8 de abril, de residuos y suelos contaminados para una economía circular.`,
        margin: [0, 0, 0, 8], alignment: 'justify',
      },
      linesTable(
        [{ header: 'Mes', width: 52 }, { header: 'LER', width: 48 }, { header: 'Descripción', width: '*' }, { header: 'Destino', width: 92 }, { header: 'Operación', width: 46 },
          { header: 'Cantidad', width: 58, align: 'right' }, { header: '% valoriz.', width: 42, align: 'right' }],
        lines.map((l) => [MESES[l.mes] ?? String(l.mes), lerCode(l.cod_ler, l.peligroso === 'S'), l.descripcion, l.planta, l.tratamiento, `${quantity(l.cantidad)} ${l.unidad.toLowerCase()}`, `${l.reciclaje} %`]),
      ),
      totalsBlock([['Total gestionado', `${quantity(total)} kg`], ['Valorizado', `${quantity(recovered)} kg`], ['Tasa de valorización', total ? `${quantity(round2((recovered / total) * 100))} %` : '0 %']]),
      smallPrint('Operaciones: R (valorización) y D (eliminación) según los anexos I y II de la Ley 7/2022. Certificado emitido a petición del interesado a efectos de su memoria ambiental.'),
      signatures(['Responsable técnico del gestor', 'Sello de la empresa']),
    ],
  };
  return renderBusinessPdf([doc], { title: `Certificado ${c.numero}` });
}
