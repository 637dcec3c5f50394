import { Faker, es, base } from '@faker-js/faker';
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../tables.js';
import { insertChunked } from './insertChunked.js';
import { addDays, isoDate, round2 } from './seedHelpers.js';

/** Fixed seed of the portfolio and risk data. */
export const PORTFOLIO_RISK_SEED = 20261212;

/** Portfolio situations of receivables (lovCos), in display order; REMESADO exists in the ERP but is not shown on the web. */
export const SITUACIONES_COBRO: readonly { situacion: string; nombre: string; visible: 'S' | 'N' }[] = [
  { situacion: 'NO_COBRADO', nombre: 'No cobrado (pendiente y devuelto)', visible: 'S' },
  { situacion: 'PENDIENTE', nombre: 'Pendiente de vencer', visible: 'S' },
  { situacion: 'VENCIDO', nombre: 'Vencido sin cobrar', visible: 'S' },
  { situacion: 'IMPAGADO', nombre: 'Impagado (vencido o devuelto)', visible: 'S' },
  { situacion: 'DEVUELTO', nombre: 'Devuelto por el banco', visible: 'S' },
  { situacion: 'COBRADO', nombre: 'Cobrado', visible: 'S' },
  { situacion: 'TODOS', nombre: 'Todos', visible: 'S' },
  { situacion: 'REMESADO', nombre: 'Remesado al banco', visible: 'N' },
];

/** Portfolio situations of payables (lovPas). */
export const SITUACIONES_PAGO_CARTERA: readonly { situacion: string; nombre: string; visible: 'S' | 'N' }[] = [
  { situacion: 'PENDIENTE', nombre: 'Pendiente de pago', visible: 'S' },
  { situacion: 'PAGADO', nombre: 'Pagado', visible: 'S' },
  { situacion: 'TODOS', nombre: 'Todos', visible: 'S' },
  { situacion: 'RETENIDO', nombre: 'Retenido', visible: 'N' },
];

/** Payment situations of the unpaid-payments report (situacionesPago). */
export const SITUACIONES_IMPAGO: readonly { situacion: string; nombre: string }[] = [
  { situacion: 'AMBOS', nombre: 'Devueltos y no devueltos' },
  { situacion: 'DEVUELTO', nombre: 'Devueltos por el banco' },
  { situacion: 'NO_DEVUELTO', nombre: 'No devueltos (vencidos sin cobrar)' },
];

/** Invoice currencies other than the euro, with units per euro; customers whose number leaves `rest` divided by `every` invoice in them. */
const MONEDAS = [{ moneda: 'USD', cambio: 1.08, every: 7, rest: 4 }, { moneda: 'GBP', cambio: 0.85, every: 11, rest: 6 }] as const;

const ASEGURADORAS = ['Crédito y Caución', 'Solunion', 'Coface', 'Allianz Trade'];
const AGENCIAS_INFORME = ['Informa D&B', 'Axesor', 'Iberinform'];
const CALIFICACIONES = ['AAA', 'AA', 'A', 'BBB', 'BB', 'B', 'CCC', 'D'];
const CONDICIONES = [
  'Pago a 90 días fecha factura pactado por contrato marco', 'Descuento pronto pago 2 % a 10 días', 'Pedido mínimo 600 € sin portes',
  'Confirming bancario a 120 días', 'Facturación quincenal agrupada',
];
const OBSERVACIONES = [
  'Cliente con historial de pagos puntual.', 'Solicitó ampliación de límite en el último trimestre.', 'Retrasos puntuales en verano; seguimiento mensual.',
  'Cambio de administrador en el último ejercicio.', 'Riesgo revisado por el comité de crédito.',
];
const MOTIVOS_DOTACION = ['Impagado con más de 6 meses de antigüedad', 'Concurso de acreedores', 'Reclamación judicial en curso', 'Deuda en negociación'];
const TIPOS_AVAL = ['Aval bancario', 'Aval personal', 'Seguro de caución'];
const BANCOS = ['Banco Santander', 'BBVA', 'CaixaBank', 'Banco Sabadell', 'Bankinter', 'Ibercaja'];

/**
 * Portfolio and risk data of every company: receivable and payable portfolio situations, payment situations, the currency of the invoices
 * (EUR, USD or GBP by customer) and one risk file per customer with its guarantees, provisions and last three official balances.
 */
export async function seedPortfolioRisk(db: Kysely<Database>, today = new Date()): Promise<void> {
  const f = new Faker({ locale: [es, base], seed: PORTFOLIO_RISK_SEED });
  const todayIso = isoDate(today);
  const year = Number(todayIso.slice(0, 4));
  const empresas = await db.selectFrom('empresas').select('empresa').orderBy('empresa').execute();
  for (const { empresa } of empresas) {
    await db.insertInto('situaciones_cartera').values([
      ...SITUACIONES_COBRO.map((s, n) => ({ empresa, cartera: 'C', situacion: s.situacion, nombre: s.nombre, visible_web_sn: s.visible, orden: n + 1 })),
      ...SITUACIONES_PAGO_CARTERA.map((s, n) => ({ empresa, cartera: 'P', situacion: s.situacion, nombre: s.nombre, visible_web_sn: s.visible, orden: n + 1 })),
    ]).execute();
    await db.insertInto('situaciones_pago').values(SITUACIONES_IMPAGO.map((s, n) => ({ empresa, ...s, orden: n + 1 }))).execute();

    const clientes = (await db.selectFrom('clientes').select('cliente').where('empresa', '=', empresa).orderBy('cliente').execute()).map((c) => c.cliente);
    for (const m of MONEDAS) {
      const own = clientes.filter((c) => Number(c) % m.every === m.rest);
      if (own.length) await db.updateTable('facturas').set({ moneda: m.moneda, cambio: m.cambio }).where('empresa', '=', empresa).where('cliente', 'in', own).execute();
    }

    const riesgos: Insertable<Database['riesgos_clientes']>[] = [];
    const avales: Insertable<Database['riesgo_avales']>[] = [];
    const dotaciones: Insertable<Database['riesgo_dotaciones']>[] = [];
    const balances: Insertable<Database['riesgo_balances']>[] = [];
    // Credit limits in proportion to what each customer owes: most have room left, some exceed it.
    const owed = new Map((await db.selectFrom('vencimientos').select(['cliente', (eb) => eb.fn.sum<number>('importe_pendiente').as('pendiente')])
      .where('empresa', '=', empresa).where('situacion', '!=', 'COBRADO').groupBy('cliente').execute()).map((o) => [o.cliente, Number(o.pendiente)]));
    for (const cliente of clientes) {
      const factor = f.helpers.arrayElement([0.8, 1.2, 1.5, 1.5, 2, 2, 3]);
      const limite = Math.max(5, Math.round(((owed.get(cliente) ?? 0) * factor) / 1000)) * 1000;
      const asegurado = f.number.int({ min: 0, max: 4 }) > 0;
      const alta = addDays(todayIso, -f.number.int({ min: 60, max: 1500 }));
      riesgos.push({
        empresa, cliente, limite_credito: limite, fecha_limite: addDays(todayIso, -f.number.int({ min: 10, max: 900 })),
        aseguradora: asegurado ? f.helpers.arrayElement(ASEGURADORAS) : null,
        poliza: asegurado ? `PZ-${f.string.numeric(7)}` : null,
        importe_asegurado: asegurado ? round2(limite * f.helpers.arrayElement([0.5, 0.75, 0.9, 1])) : null,
        fecha_alta_seguro: asegurado ? alta : null, fecha_vencimiento_seguro: asegurado ? addDays(alta, 365 * 3) : null,
        condiciones_especiales: f.number.int({ min: 0, max: 1 }) ? f.helpers.arrayElement(CONDICIONES) : null,
        observaciones: f.number.int({ min: 0, max: 4 }) > 1 ? f.helpers.arrayElement(OBSERVACIONES) : null,
        calificacion: f.helpers.arrayElement(CALIFICACIONES), agencia_informe: f.helpers.arrayElement(AGENCIAS_INFORME),
        fecha_informe: addDays(todayIso, -f.number.int({ min: 5, max: 400 })), incidencias_informe: f.number.int({ min: 0, max: 3 }),
      });
      for (let linea = 1; linea <= f.number.int({ min: 0, max: 2 }); linea++) {
        const emision = addDays(todayIso, -f.number.int({ min: 30, max: 1000 }));
        avales.push({
          empresa, cliente, linea, tipo: f.helpers.arrayElement(TIPOS_AVAL), entidad: f.helpers.arrayElement(BANCOS),
          importe: f.number.int({ min: 2, max: 50 }) * 1000, fecha_emision: emision, fecha_vencimiento: f.number.int({ min: 0, max: 2 }) ? addDays(emision, 730) : null,
        });
      }
      for (let linea = 1; linea <= f.number.int({ min: 0, max: 3 }) - 1; linea++) {
        dotaciones.push({
          empresa, cliente, linea, fecha: addDays(todayIso, -f.number.int({ min: 1, max: 700 })),
          importe: round2(f.number.float({ min: 300, max: 25_000, fractionDigits: 2 })), motivo: f.helpers.arrayElement(MOTIVOS_DOTACION),
        });
      }
      const ventas = f.number.int({ min: 400, max: 60_000 }) * 1000;
      for (let n = 1; n <= 3; n++) {
        const cifra = round2(ventas * (1 - n * f.number.float({ min: -0.05, max: 0.12 })));
        const activo = round2(cifra * f.number.float({ min: 0.5, max: 1.5 }));
        const patrimonio = round2(activo * f.number.float({ min: 0.1, max: 0.6 }));
        balances.push({
          empresa, cliente, ejercicio: year - n, cifra_negocio: cifra, resultado: round2(cifra * f.number.float({ min: -0.04, max: 0.12 })),
          activo_total: activo, patrimonio_neto: patrimonio, deuda_total: round2(activo - patrimonio),
        });
      }
    }
    await insertChunked(db, 'riesgos_clientes', riesgos, 200);
    await insertChunked(db, 'riesgo_avales', avales);
    await insertChunked(db, 'riesgo_dotaciones', dotaciones);
    await insertChunked(db, 'riesgo_balances', balances);
  }
}
