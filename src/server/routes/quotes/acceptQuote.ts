import type { Kysely } from 'kysely';
import { round4 } from '../../../domain/quotes/priceRules';
import { QUOTE_STATUS } from '../../../domain/quotes/quoteRules';
import type { Database } from '../../db/tables.js';
import { ErpError } from '../../errors.js';
import { pad } from '../../db/seed/seedHelpers.js';
import { retryOnConflict } from '../../db/retryOnConflict.js';
import { nextValue, todayIso, type QuoteRow } from './quoteStore.js';

/** Carrier of a new order when the customer has no earlier order to take it from. */
const DEFAULT_CARRIER = 'SEUR';

/**
 * Turns an open quote into an order in one transaction: the next order number of the company, type P, web status 1 (received), the quote's customer,
 * branch, representative, reference and delivery deadline; one order line per quote line at its net price after the header discounts (rappel, then
 * prompt payment). The quote becomes accepted and remembers the order. Returns the order number; 409 when the quote changed status meanwhile or has no goods.
 */
export async function acceptQuote(db: Kysely<Database>, quote: QuoteRow): Promise<number> {
  return retryOnConflict(() => db.transaction().execute(async (trx) => {
    const today = todayIso();
    const lines = await trx.selectFrom('presupuesto_lineas').select(['articulo', 'cantidad', 'neto', 'generada_dpc'])
      .where('id_presupuesto', '=', quote.id).orderBy('numero_item').execute();
    if (!lines.some((l) => l.generada_dpc !== 'S')) throw new ErpError(409, 'CONFLICT', `quoteWithoutLines: quote ${quote.numero} has no articles`);
    const numero = await nextValue(trx, 'pedidos', 'numero', { empresa: quote.empresa });
    const claimed = await trx.updateTable('presupuestos').set({ estado: QUOTE_STATUS.accepted, pedido: numero, fecha_aceptacion: today, modificado_en: new Date().toISOString() })
      .where('id', '=', quote.id).where('estado', '=', QUOTE_STATUS.open).executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) throw new ErpError(409, 'CONFLICT', `quoteNotOpen: quote ${quote.numero} is no longer open`);
    const carrier = await trx.selectFrom('pedidos').select('agencia_transporte').where('empresa', '=', quote.empresa).where('cliente', '=', quote.cliente)
      .orderBy('fecha_pedido', 'desc').limit(1).executeTakeFirst();
    await trx.insertInto('pedidos').values({
      empresa: quote.empresa, numero, numero_web: `W${pad(numero, 7)}`, tipo: 'P', cliente: quote.cliente, sucursal: quote.sucursal,
      representante: quote.representante, agente: quote.agente, fecha_pedido: today, fecha_recepcion: today,
      fecha_entrega: quote.plazo_entrega > today ? quote.plazo_entrega : today,
      ref_pedido: quote.ref_pedido || `Presupuesto ${quote.numero}${quote.numero_bis ? `-${quote.numero_bis}` : ''}`, obra: '',
      estado_pedido_web: 1, retenido: 'NoRetenido', agencia_transporte: carrier?.agencia_transporte ?? DEFAULT_CARRIER,
    }).execute();
    const headerFactor = (1 - quote.dto_rappel / 100) * (1 - quote.dto_pp / 100);
    await trx.insertInto('pedido_lineas').values(lines.map((l, i) => ({
      empresa: quote.empresa, numero, linea: i + 1, articulo: l.articulo, cantidad: l.cantidad, precio: round4(l.neto * headerFactor),
      estado_pedido: 1, estado_fabricacion: 0, fecha_situacion: today,
    }))).execute();
    return numero;
  }));
}
