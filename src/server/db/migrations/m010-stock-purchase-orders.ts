import type { Kysely, Migration } from 'kysely';
import { createTable } from './m003-quotes.js';

/**
 * Stock and purchase orders: the work centres of a company (lovCentro), the stock of each article by warehouse, location and lot, which suppliers supply
 * which article, and the purchase orders — header (centre, supplier and branch, order date, receipt data: delivery note, PDA ticket, transport agency,
 * licence plate) and lines (article, waste code, identification document, ordered and received quantity, unit, stock units per unit, price, amount,
 * expected delivery date, observations). An order is A open (awaiting receipt: the upcoming receipts of the stock report), P received and pending
 * (the pending purchase orders report) or C closed.
 */
export const m010StockPurchaseOrders: Migration = {
  async up(db: Kysely<unknown>) {
    const s = db.schema;
    await createTable(db, 'centros', { empresa: 'text', centro: 'text', denominacion: 'text', estado: 'text' }, ['empresa', 'centro']);
    await createTable(db, 'stock_lotes', {
      empresa: 'text', articulo: 'text', centro: 'text', almacen: 'text', ubicacion: 'text', lote: 'text', cantidad: 'dec', unidad: 'text',
    }, ['empresa', 'articulo', 'centro', 'almacen', 'ubicacion', 'lote']);
    await createTable(db, 'articulos_proveedor', { empresa: 'text', proveedor: 'text', articulo: 'text', referencia: 'text' }, ['empresa', 'proveedor', 'articulo']);
    // The stock report joins the suppliers of an article.
    await s.createIndex('articulos_proveedor_articulo_idx').on('articulos_proveedor').columns(['empresa', 'articulo', 'proveedor']).execute();
    await createTable(db, 'ordenes_compra_cab', {
      empresa: 'text', numero_oc: 'int', centro: 'text', proveedor: 'text', sucursal_proveedor: 'text', fecha: 'text', estado: 'text',
      num_albaran: 'text?', ticket_pda: 'text?', agencia_transporte: 'text?', matricula: 'text?',
    }, ['empresa', 'numero_oc']);
    // The pending purchase orders list filters by state, supplier and branch, and dates; the stock report reads the open orders of a state.
    await s.createIndex('ordenes_compra_cab_proveedor_idx').on('ordenes_compra_cab').columns(['empresa', 'estado', 'proveedor', 'sucursal_proveedor', 'fecha']).execute();
    await s.createIndex('ordenes_compra_cab_fecha_idx').on('ordenes_compra_cab').columns(['empresa', 'estado', 'fecha']).execute();
    await createTable(db, 'ordenes_compra_det', {
      empresa: 'text', numero_oc: 'int', item: 'int', articulo: 'text', cod_ler: 'text?', numero_di: 'text?', cantidad: 'dec', cantidad_recibida: 'dec',
      unidad: 'text', factor_stock: 'dec', precio: 'dec', importe: 'dec', fecha_entrega: 'text', observaciones: 'text?',
    }, ['empresa', 'numero_oc', 'item']);
    // Upcoming receipts and the stock list read the order lines of an article.
    await s.createIndex('ordenes_compra_det_articulo_idx').on('ordenes_compra_det').columns(['empresa', 'articulo', 'numero_oc']).execute();
  },
};
