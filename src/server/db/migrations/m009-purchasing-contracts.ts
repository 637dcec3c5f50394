import type { Kysely, Migration } from 'kysely';
import { createTable } from './m003-quotes.js';

/** The purchase (c_) or sale (v_) side of an operation of the purchases/sales grid; every column is null on the side an operation lacks. */
const side = (p: 'c' | 'v'): Record<string, string> => ({
  [`${p}_almacen`]: 'text?', [`${p}_fecha`]: 'text?', [`${p}_num_albaran`]: 'text?', [`${p}_proveedor`]: 'text?', [`${p}_suc_proveedor`]: 'text?', [`${p}_transporte`]: 'text?',
  [`${p}_matricula`]: 'text?', [`${p}_articulo`]: 'text?', [`${p}_cantidad`]: 'dec?', [`${p}_precio`]: 'dec?', [`${p}_importe`]: 'dec?', [`${p}_precio_medio`]: 'dec?',
  [`${p}_albaran_tte`]: 'text?', [`${p}_transportista`]: 'text?', [`${p}_importe_tte`]: 'dec?', [`${p}_coste_tte`]: 'dec?',
});

/**
 * Purchasing and contracts: the purchases/sales operations (a purchase, a sale, or a transit bought and sold in one trip, each side with its transport),
 * the supplier delivery notes with their lines and the supplier invoice once received, and the waste-treatment contracts of the customers with their
 * waste codes and treatments.
 */
export const m009PurchasingContracts: Migration = {
  async up(db: Kysely<unknown>) {
    const s = db.schema;
    await createTable(db, 'compras_ventas', {
      empresa: 'text', id: 'int', tipo: 'text', fecha: 'text', ...side('c'), ...side('v'), v_ticket_pesada: 'text?', t_is_transito: 'text',
    }, ['empresa', 'id']);
    // The grid reads a company's operations by date, and a supplier user's (purchase side) or a customer's (sale side) by date.
    await s.createIndex('compras_ventas_fecha_idx').on('compras_ventas').columns(['empresa', 'fecha']).execute();
    await s.createIndex('compras_ventas_proveedor_idx').on('compras_ventas').columns(['empresa', 'c_proveedor', 'fecha']).execute();
    await s.createIndex('compras_ventas_cliente_idx').on('compras_ventas').columns(['empresa', 'v_proveedor', 'fecha']).execute();

    await createTable(db, 'albaranes_proveedor', {
      empresa: 'text', numero: 'int', ejercicio: 'int', tipo_pedido: 'text', proveedor: 'text', sucursal_prov: 'text', fecha_entrada: 'text', oc_compra: 'text?',
      almacen: 'text', cliente: 'text?', sucursal: 'text?', alb_proveedor: 'text?', fecha_alb_proveedor: 'text?', matricula: 'text?', importe: 'dec',
      factura_proveedor: 'text?', fecha_factura: 'text?', observaciones: 'text',
    }, ['empresa', 'numero']);
    await s.createIndex('albaranes_proveedor_fecha_idx').on('albaranes_proveedor').columns(['empresa', 'fecha_entrada']).execute();
    await s.createIndex('albaranes_proveedor_proveedor_idx').on('albaranes_proveedor').columns(['empresa', 'proveedor', 'sucursal_prov', 'fecha_entrada']).execute();
    await s.createIndex('albaranes_proveedor_cliente_idx').on('albaranes_proveedor').columns(['empresa', 'cliente', 'fecha_entrada']).execute();
    await createTable(db, 'albaran_proveedor_lineas', {
      empresa: 'text', numero: 'int', linea: 'int', articulo: 'text', descripcion: 'text', cantidad: 'dec', unidad: 'text', precio: 'dec', importe: 'dec',
    }, ['empresa', 'numero', 'linea']);

    await createTable(db, 'contratos_tratamiento', {
      empresa: 'text', numero: 'text', cliente: 'text', sucursal: 'text', fecha_contrato: 'text', fecha_vigencia: 'text', oper_traslado: 'text',
      titular_origen: 'text', titular_destino: 'text', almacen: 'text', notif_previa: 'text', agencia_transporte: 'text?',
    }, ['empresa', 'numero']);
    await s.createIndex('contratos_tratamiento_cliente_idx').on('contratos_tratamiento').columns(['empresa', 'cliente', 'sucursal', 'fecha_contrato']).execute();
    await s.createIndex('contratos_tratamiento_fecha_idx').on('contratos_tratamiento').columns(['empresa', 'fecha_contrato']).execute();
    await createTable(db, 'contrato_lineas', {
      empresa: 'text', numero: 'text', linea: 'int', cod_ler: 'text', tratamiento: 'text', cantidad_anual: 'dec', unidad: 'text',
    }, ['empresa', 'numero', 'linea']);
  },
};
