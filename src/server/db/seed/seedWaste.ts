import type { Faker } from '@faker-js/faker';
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../tables.js';
import { insertChunked } from './insertChunked.js';
import { AGENCIAS_TRANSPORTE, ALMACENES, CODIGOS_LER, HAZARDOUS_PLANT, RECICLAJE_POR_TRATAMIENTO } from './residuosCatalogo.js';
import { DEMO_CUSTOMERS } from './seedDemoOrders.js';
import { seasonalAge } from './seasonalAge.js';
import { addDays, isoDate, minIso, mix, pad, round2 } from './seedHelpers.js';

type Servicio = Insertable<Database['servicios_residuos']>;
type Linea = Insertable<Database['servicio_lineas']>;
type Ler = (typeof CODIGOS_LER)[number];

interface Draft {
  k: number;
  row: Omit<Servicio, 'identificador' | 'albaran' | 'ejercicio' | 'pedido' | 'numero_di'>;
  ler: Ler;
  /** Index of the draft whose delivery note and order this one shares (a second waste code collected in the same pickup). */
  companionOf?: Draft;
}

/** Next identifiers, shared by both companies. */
export interface WasteCounters { servicio: number; certificado: number }

/** Ages in days of the extra services of each demo customer. */
const DEMO_AGES = [0, 1, 2, 3, 5, 6, 8, 10, 12, 15, 18, 21, 24, 27, 29, 33, 38, 45, 52, 60, 70, 85, 100, 130, 160, 200, 260, 320, 400, 500];
const CONSONANTES = 'BCDFGHJKLMNPRSTVWXYZ';
const OBSERVACIONES = ['', '', '', 'Acceso por la puerta trasera del polígono', 'Contenedor en muelle de carga 2', 'Avisar al encargado de almacén antes de llegar', 'Residuo compactado en balas', 'Carga con pala del cliente', 'Horario de recogida de 8:00 a 14:00'];
const COMENTARIOS_OK = ['Conforme', 'Pesada revisada y conforme', 'Cantidades verificadas con el DI', 'Validado sin incidencias'];
const COMENTARIOS_KO = ['La cantidad no coincide con el albarán del transportista', 'Código LER incorrecto, pendiente de regularizar', 'Servicio no realizado en la fecha indicada'];
const pesoTotal = CODIGOS_LER.reduce((s, l) => s + l.peso, 0);

function pickLer(h: number): Ler {
  let r = h % pesoTotal;
  for (const l of CODIGOS_LER) {
    if (r < l.peso) return l;
    r -= l.peso;
  }
  return CODIGOS_LER[0]!;
}

const matricula = (h: number) => `${pad(h % 10000, 4)} ${[0, 1, 2].map((i) => CONSONANTES[Math.floor(h / (7 + i * 13)) % CONSONANTES.length]).join('')}`;

/** Waste pickups, deliveries and service orders with their lines and documents, and the environmental certificates of the closed ones. */
export async function seedWaste(db: Kysely<Database>, f: Faker, empresa: string, count: number, today: Date, ids: WasteCounters): Promise<void> {
  const todayIso = isoDate(today);
  const branches = await db.selectFrom('sucursales as s').innerJoin('clientes as c', (j) => j.onRef('c.empresa', '=', 's.empresa').onRef('c.cliente', '=', 's.cliente'))
    .select(['s.cliente', 's.sucursal']).where('s.empresa', '=', empresa).where('c.estado', '=', 'A').orderBy('s.cliente').orderBy('s.sucursal').execute();
  const transportistas = AGENCIAS_TRANSPORTE.filter((a) => a.tipo === 'R').map((a) => a.agencia);
  const demoBranches = empresa === '1' ? branches.filter((b) => (DEMO_CUSTOMERS as readonly string[]).includes(b.cliente)) : [];

  const drafts: Draft[] = [];
  const newDraft = (cliente: string, sucursal: string, age: number) => {
    const k = drafts.length;
    const h = mix(k, Number(empresa), age);
    const ler = pickLer(mix(h, 7));
    const tipoGestion = h % 100 < 55 ? 'R' : h % 100 < 85 ? 'E' : 'P';
    const pesada = (h >>> 3) % 10 < 7;
    const tipoRegistro = tipoGestion === 'P' ? 'PEDIDO' : tipoGestion === 'R' ? (pesada ? 'RECOGIDA_PESADA' : 'RECOGIDA_TRANSITOS') : (pesada ? 'ENTREGA_PESADA' : 'ENTREGA_TRANSITO');
    const fecha = addDays(todayIso, -age);
    const estado = (tipoGestion === 'P' ? age <= 10 : age <= 4) ? 'P' : 'C';
    const r = (h >>> 5) % 100;
    const validado = tipoGestion === 'P' ? null : age > 20 ? (r < 80 ? 'S' : r < 86 ? 'N' : null) : (r < 25 ? 'S' : null);
    const almacen = ler.peligroso === 'S' ? HAZARDOUS_PLANT : ALMACENES[h % ALMACENES.length]!.almacen;
    const draft: Draft = {
      k, ler,
      row: {
        empresa, tipo_gestion: tipoGestion, tipo_registro: tipoRegistro, cliente, sucursal, fecha, cod_ler: ler.codigo,
        tratamiento: ler.tratamientos[h % ler.tratamientos.length]!, almacen, agencia_transporte: transportistas[h % transportistas.length]!,
        matricula: matricula(mix(h, 3)), estado, id_servicio_web: h % 5 < 2 ? `SW${pad(mix(h, 11) % 10_000_000, 7)}` : null,
        facturado: estado === 'C' && age > 10 && h % 33 !== 0 ? 'S' : 'N',
        validado_sn: validado,
        usuario_validacion: validado ? (h % 3 === 0 ? 'SOPORTE' : 'ADMIN') : null,
        fecha_validacion: validado ? `${minIso(todayIso, addDays(fecha, 1 + (h % 4)))} ${pad(8 + (h % 10), 2)}:${pad(h % 60, 2)}:${pad((h >>> 7) % 60, 2)}` : null,
        comentario_validacion: validado === 'S' ? COMENTARIOS_OK[h % COMENTARIOS_OK.length]! : validado === 'N' ? COMENTARIOS_KO[h % COMENTARIOS_KO.length]! : null,
        observaciones: OBSERVACIONES[(h >>> 9) % OBSERVACIONES.length]!,
        ref_pedido: h % 3 === 0 ? '' : `PED-${f.string.alphanumeric({ length: 5, casing: 'upper' })}`,
      },
    };
    drafts.push(draft);
    // A fifth of the weighed pickups collect a second waste code with the same delivery note.
    if (tipoGestion === 'R' && h % 5 === 0) {
      const ler2 = pickLer(mix(h, 19));
      if (ler2.codigo !== ler.codigo) {
        drafts.push({ k: drafts.length, ler: ler2, companionOf: draft, row: { ...draft.row, cod_ler: ler2.codigo, tratamiento: ler2.tratamientos[0]!, almacen: ler2.peligroso === 'S' ? HAZARDOUS_PLANT : almacen } });
      }
    }
  };
  for (let i = 0; i < count; i++) {
    const b = f.helpers.arrayElement(branches);
    newDraft(b.cliente, b.sucursal, seasonalAge(f, today, 730));
  }
  for (const cliente of new Set(demoBranches.map((b) => b.cliente))) {
    const own = demoBranches.filter((b) => b.cliente === cliente);
    for (const [n, age] of DEMO_AGES.entries()) {
      const b = cliente === '000002' ? own[n % 3 === 2 ? 1 : 0]! : own[n % own.length]!;
      newDraft(b.cliente, b.sucursal, age);
    }
  }

  const first = (d: Draft) => d.companionOf ?? d;
  drafts.sort((a, b) => (a.row.fecha < b.row.fecha ? -1 : a.row.fecha > b.row.fecha ? 1 : first(a).k - first(b).k || a.k - b.k));
  const servicios: Servicio[] = [];
  const lineas: Linea[] = [];
  const assigned = new Map<Draft, { albaran: number | null; pedido: number; ejercicio: number }>();
  const albaranCounter = new Map<number, number>();
  let pedido = 900_000;
  let di = 0;
  for (const d of drafts) {
    const identificador = ids.servicio++;
    const ejercicio = Number(d.row.fecha.slice(0, 4));
    let doc = d.companionOf ? assigned.get(d.companionOf) : undefined;
    if (!doc) {
      const albaran = d.row.tipo_gestion === 'P' ? null : (albaranCounter.get(ejercicio) ?? 700_000) + 1;
      if (albaran) albaranCounter.set(ejercicio, albaran);
      doc = { albaran, pedido: ++pedido, ejercicio };
    }
    assigned.set(d, doc);
    const hasDi = d.row.tipo_gestion !== 'P' && (d.ler.peligroso === 'S' || d.row.tipo_registro.endsWith('PESADA'));
    const numeroDi = hasDi ? `DI${ejercicio}${pad(++di, 7)}${empresa}` : null;
    servicios.push({ ...d.row, identificador, ejercicio, albaran: doc.albaran, pedido: doc.pedido, numero_di: numeroDi });
    lineas.push(...serviceLines(identificador, d, numeroDi));
  }
  await insertChunked(db, 'servicios_residuos', servicios, 1000);
  await insertChunked(db, 'servicio_lineas', lineas, 1000);
  await seedCertificates(db, empresa, todayIso, servicios, lineas, ids);
}

/** The waste line (weighed, with its documents) plus transport and, for some, container rental or paperwork. */
function serviceLines(identificador: number, d: Draft, numeroDi: string | null): Linea[] {
  const h = mix(identificador, 5);
  const { ler, row } = d;
  const order = row.tipo_gestion === 'P';
  const pesada = row.tipo_registro.endsWith('PESADA');
  const kg = Math.round(ler.kg[0] + ((h % 1000) / 1000) * (ler.kg[1] - ler.kg[0]));
  const tara = pesada ? 7800 + (h % 6500) : null;
  const none = { doc_di: 'N', doc_albaran: 'N', doc_ticket: 'N', doc_imagen_ticket: 'N', doc_foto: 'N', doc_adjuntos: 'N' };
  const closed = row.estado === 'C';
  const waste: Linea = {
    identificador, linea: 1, cod_servicio: 'GR', nom_servicio: ler.peligroso === 'S' ? 'Gestión de residuo peligroso' : 'Gestión de residuo no peligroso',
    articulo: `R${ler.codigo}`, denominacion: ler.descripcion, familia_articulo: ler.familia, cantidad: kg, unidad: 'KG',
    precio: round2(ler.precioKg * (0.9 + (h % 25) / 100) * 1000) / 1000, numero_di: numeroDi,
    peso_bruto: tara === null ? null : tara + kg, peso_tara: tara,
    ...(order ? { ...none, doc_adjuntos: h % 3 === 0 ? 'S' : 'N' } : {
      doc_di: numeroDi ? 'S' : 'N', doc_albaran: 'S', doc_ticket: pesada && closed ? 'S' : 'N',
      doc_imagen_ticket: pesada && closed && h % 3 !== 0 ? 'S' : 'N', doc_foto: h % 4 === 0 ? 'S' : 'N',
      doc_adjuntos: ler.peligroso === 'S' || h % 5 === 0 ? 'S' : 'N',
    }),
  };
  if (d.companionOf) return [waste];
  const withAlbaran = order || h % 7 === 0 ? none : { ...none, doc_albaran: 'S' };
  const lines: Linea[] = [waste, {
    identificador, linea: 2, cod_servicio: 'TR', nom_servicio: 'Transporte', articulo: 'S-TRANSP', denominacion: pesada ? 'Transporte en camión portacontenedores' : 'Transporte en vehículo ligero',
    familia_articulo: 'SERV', cantidad: 1, unidad: 'VJ', precio: 65 + (h % 125), numero_di: null, peso_bruto: null, peso_tara: null, ...withAlbaran,
  }];
  if (h % 5 < 2) {
    const rental = h % 2 === 0;
    lines.push({
      identificador, linea: 3, cod_servicio: rental ? 'AC' : 'GD', nom_servicio: rental ? 'Alquiler de contenedor' : 'Gestión documental',
      articulo: rental ? 'S-CONT30' : 'S-DOCUM', denominacion: rental ? 'Contenedor abierto de 30 m³' : 'Tramitación de DI y notificación previa',
      familia_articulo: 'SERV', cantidad: rental ? 30 : 1, unidad: rental ? 'DIA' : 'UD', precio: rental ? 2.5 : 12, numero_di: null, peso_bruto: null, peso_tara: null, ...withAlbaran,
    });
  }
  return lines;
}

/**
 * Certificates of the completed periods of the last two years: each treatment plant certifies what it treated for a customer branch in a month
 * (a quarter for customers whose number ends in 0 or 5), aggregating the closed services per month and waste code.
 */
async function seedCertificates(db: Kysely<Database>, empresa: string, todayIso: string, servicios: Servicio[], lineas: Linea[], ids: WasteCounters): Promise<void> {
  const kgById = new Map<number, number>();
  for (const l of lineas) if (l.linea === 1) kgById.set(l.identificador, Number(l.cantidad));
  const currentMonth = `${todayIso.slice(0, 7)}-01`;
  const oldest = addDays(currentMonth, -730);
  const groups = new Map<string, { cliente: string; sucursal: string; almacen: string; ejercicio: number; mesIni: number; mesFin: number; agencia: string; servicios: Servicio[] }>();
  for (const s of servicios) {
    if (s.tipo_gestion === 'P' || s.estado !== 'C' || s.fecha >= currentMonth || s.fecha < oldest) continue;
    const year = Number(s.fecha.slice(0, 4));
    const month = Number(s.fecha.slice(5, 7));
    const quarterly = Number(s.cliente) % 5 === 0;
    const mesIni = quarterly ? Math.floor((month - 1) / 3) * 3 + 1 : month;
    const mesFin = quarterly ? mesIni + 2 : month;
    if (`${year}-${pad(mesFin, 2)}-01` >= currentMonth) continue;
    const key = `${s.cliente}|${s.sucursal}|${s.almacen}|${year}|${mesIni}`;
    let g = groups.get(key);
    if (!g) groups.set(key, g = { cliente: s.cliente, sucursal: s.sucursal, almacen: s.almacen, ejercicio: year, mesIni, mesFin, agencia: s.agencia_transporte, servicios: [] });
    g.servicios.push(s);
  }
  const ordered = [...groups.values()].sort((a, b) => a.ejercicio - b.ejercicio || a.mesFin - b.mesFin || a.cliente.localeCompare(b.cliente)
    || a.sucursal.localeCompare(b.sucursal) || a.almacen.localeCompare(b.almacen));
  const certificados: Insertable<Database['certificados']>[] = [];
  const certLineas: Insertable<Database['certificado_lineas']>[] = [];
  const seq = new Map<number, number>();
  for (const g of ordered) {
    const identificador = ids.certificado++;
    const n = (seq.get(g.ejercicio) ?? 0) + 1;
    seq.set(g.ejercicio, n);
    const desde = `${g.ejercicio}-${pad(g.mesIni, 2)}-01`;
    const hasta = addDays(g.mesFin === 12 ? `${g.ejercicio + 1}-01-01` : `${g.ejercicio}-${pad(g.mesFin + 1, 2)}-01`, -1);
    certificados.push({
      identificador, empresa, numero: `CMA${g.ejercicio}-${empresa}${pad(n, 5)}`, cliente: g.cliente, sucursal: g.sucursal, ejercicio: g.ejercicio,
      mes_inicial: g.mesIni, mes_final: g.mesFin, fecha_desde: desde, fecha_hasta: hasta,
      fecha_emision: minIso(todayIso, addDays(hasta, 1 + (identificador % 6))), agencia_transporte: g.agencia,
    });
    const agg = new Map<string, { mes: number; ler: string; almacen: string; tratamiento: string; kg: number }>();
    for (const s of g.servicios) {
      const mes = Number(s.fecha.slice(5, 7));
      const key = `${pad(mes, 2)}|${s.cod_ler}|${s.tratamiento}|${s.almacen}`;
      const a = agg.get(key) ?? { mes, ler: s.cod_ler, almacen: s.almacen, tratamiento: s.tratamiento, kg: 0 };
      a.kg += kgById.get(s.identificador) ?? 0;
      agg.set(key, a);
    }
    [...agg.entries()].sort(([a], [b]) => a.localeCompare(b)).forEach(([, a], i) => {
      certLineas.push({
        identificador, linea: i + 1, mes: a.mes, cod_ler: a.ler, almacen: a.almacen, tratamiento: a.tratamiento, cantidad: round2(a.kg), unidad: 'KG',
        reciclaje: RECICLAJE_POR_TRATAMIENTO[a.tratamiento as keyof typeof RECICLAJE_POR_TRATAMIENTO] ?? 0,
        con_documento: (identificador + i + 1) % 4 === 0 ? 'N' : 'S',
      });
    });
  }
  await insertChunked(db, 'certificados', certificados, 1500);
  await insertChunked(db, 'certificado_lineas', certLineas, 2000);
}
