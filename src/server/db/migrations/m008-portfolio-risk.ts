import type { Kysely, Migration } from 'kysely';
import { createTable } from './m003-quotes.js';

/**
 * Customer portfolio and risk: the portfolio situations of receivables (cartera C) and payables (cartera P) with their web visibility, the payment
 * situations of the unpaid-payments report, the currency of each invoice (code and units per euro), and the risk file of each customer — credit
 * limit, credit insurance, special conditions, observations and commercial-report rating — with its guarantees, bad-debt provisions and official balance figures.
 */
export const m008PortfolioRisk: Migration = {
  async up(db: Kysely<unknown>) {
    const s = db.schema;
    await createTable(db, 'situaciones_cartera', { empresa: 'text', cartera: 'text', situacion: 'text', nombre: 'text', visible_web_sn: 'text', orden: 'int' }, ['empresa', 'cartera', 'situacion']);
    await createTable(db, 'situaciones_pago', { empresa: 'text', situacion: 'text', nombre: 'text', orden: 'int' }, ['empresa', 'situacion']);
    await s.alterTable('facturas').addColumn('moneda', 'text', (c) => c.notNull().defaultTo('EUR')).execute();
    await s.alterTable('facturas').addColumn('cambio', 'double precision', (c) => c.notNull().defaultTo(1)).execute();
    await createTable(db, 'riesgos_clientes', {
      empresa: 'text', cliente: 'text', limite_credito: 'dec', fecha_limite: 'text',
      aseguradora: 'text?', poliza: 'text?', importe_asegurado: 'dec?', fecha_alta_seguro: 'text?', fecha_vencimiento_seguro: 'text?',
      condiciones_especiales: 'text?', observaciones: 'text?', calificacion: 'text?', agencia_informe: 'text?', fecha_informe: 'text?', incidencias_informe: 'int?',
    }, ['empresa', 'cliente']);
    await createTable(db, 'riesgo_avales', {
      empresa: 'text', cliente: 'text', linea: 'int', tipo: 'text', entidad: 'text', importe: 'dec', fecha_emision: 'text', fecha_vencimiento: 'text?',
    }, ['empresa', 'cliente', 'linea']);
    await createTable(db, 'riesgo_dotaciones', { empresa: 'text', cliente: 'text', linea: 'int', fecha: 'text', importe: 'dec', motivo: 'text' }, ['empresa', 'cliente', 'linea']);
    await createTable(db, 'riesgo_balances', {
      empresa: 'text', cliente: 'text', ejercicio: 'int', cifra_negocio: 'dec', resultado: 'dec', activo_total: 'dec', patrimonio_neto: 'dec', deuda_total: 'dec',
    }, ['empresa', 'cliente', 'ejercicio']);
    // The portfolio reports filter the due dates of a company by situation and due date, and the unpaid ones by return date.
    await s.createIndex('vencimientos_cliente_situacion_idx').on('vencimientos').columns(['empresa', 'cliente', 'situacion', 'fecha_vencimiento']).execute();
  },
};
