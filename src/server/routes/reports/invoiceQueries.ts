import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.js';
import { ErpError } from '../../errors.js';
import type { InvoiceKey } from '../../documents/salesDocuments.js';
import { inScope, type ReportScope } from './scope.js';

/**
 * The invoice with this number (and series, year, customer, sequence when given) in the scope — the scope's branches are billing branches; 404 when there is none.
 * The year may be the one of the invoice or of its delivery note (what the invoice list shows): a delivery note of December is invoiced in January, so the next year is tried too.
 */
export async function findInvoice(
  db: Kysely<Database>, scope: ReportScope,
  k: { numero: number; serie?: string | undefined; ejercicio?: number | undefined; cliente?: string | undefined; secuencia?: number | undefined },
): Promise<InvoiceKey & { cliente: string }> {
  let q = db.selectFrom('facturas as f').select(['f.ejercicio', 'f.serie', 'f.numero', 'f.cliente'])
    .where(inScope(scope, { empresa: 'f.empresa', cliente: 'f.cliente', sucursal: 'f.sucursal' })).where('f.numero', '=', k.numero);
  if (k.serie) q = q.where('f.serie', '=', k.serie);
  if (k.ejercicio !== undefined) q = q.where('f.ejercicio', 'in', [k.ejercicio, k.ejercicio + 1]);
  if (k.cliente) q = q.where('f.cliente', '=', k.cliente);
  if (k.secuencia !== undefined) q = q.where('f.secuencia', '=', k.secuencia);
  const found = await q.orderBy('f.ejercicio').executeTakeFirst();
  if (!found) throw new ErpError(404, 'NOT_FOUND', `notFacturaFound: invoice ${k.serie ?? ''} ${k.numero} not found`);
  return found;
}
