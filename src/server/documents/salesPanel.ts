import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables.js';
import { inScope, type ReportScope } from '../routes/reports/scope.js';
import { euros } from './formats.js';
import { loadCompany } from './salesData.js';

/** What the sales panel shows: invoices of the scope (optionally one customer) over the last months up to a day. */
export interface SalesPanelParams {
  scope: ReportScope;
  cliente: string | null;
  meses: number;
  hasta: string;
  idioma: string;
}

const TEXTS = {
  ES: { title: 'Panel de ventas', period: 'Periodo', customer: 'Cliente', all: 'Todos los clientes', total: 'Facturado', invoices: 'Facturas', average: 'Factura media', month: 'Mes', amount: 'Importe', top: 'Clientes con más facturación', none: 'No hay facturas en el periodo.' },
  EN: { title: 'Sales dashboard', period: 'Period', customer: 'Customer', all: 'All customers', total: 'Invoiced', invoices: 'Invoices', average: 'Average invoice', month: 'Month', amount: 'Amount', top: 'Top customers by sales', none: 'No invoices in the period.' },
  FR: { title: 'Tableau de bord des ventes', period: 'Période', customer: 'Client', all: 'Tous les clients', total: 'Facturé', invoices: 'Factures', average: 'Facture moyenne', month: 'Mois', amount: 'Montant', top: 'Meilleurs clients', none: 'Aucune facture sur la période.' },
  IT: { title: 'Cruscotto vendite', period: 'Periodo', customer: 'Cliente', all: 'Tutti i clienti', total: 'Fatturato', invoices: 'Fatture', average: 'Fattura media', month: 'Mese', amount: 'Importo', top: 'Clienti con più fatturato', none: 'Nessuna fattura nel periodo.' },
} as const;
const LOCALES = { ES: 'es-ES', EN: 'en-GB', FR: 'fr-FR', IT: 'it-IT' } as const;

const escape = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** First day (ISO) of the month `offset` months after the month of an ISO date (negative: before). */
export function monthStart(iso: string, offset: number): string {
  const [y, m] = iso.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 + offset, 1)).toISOString().slice(0, 10);
}

/** First day of the panel's period: `meses` whole months ending with the month of `hasta`. */
export const panelStart = (hasta: string, meses: number): string => monthStart(hasta, -(meses - 1));

/** The panel's figures: invoiced amount and count per month (every month of the period, zero when empty) and the ten customers with most sales. */
export async function salesPanelData(db: Kysely<Database>, p: SalesPanelParams) {
  const desde = panelStart(p.hasta, p.meses);
  const base = db.selectFrom('facturas as f')
    .where(inScope(p.scope, { empresa: 'f.empresa', cliente: 'f.cliente', sucursal: 'f.sucursal' }))
    .where('f.fecha', '>=', desde).where('f.fecha', '<=', p.hasta)
    .$if(p.cliente !== null, (q) => q.where('f.cliente', '=', p.cliente!));
  const mes = sql<string>`substr(f.fecha, 1, 7)`;
  const byMonth = await base.select([mes.as('mes'), (eb) => eb.fn.countAll<number>().as('facturas'), (eb) => eb.fn.sum<number>('f.total').as('importe')])
    .groupBy(mes).orderBy(mes).execute();
  const top = p.cliente !== null ? [] : await base.innerJoin('clientes as c', (j) => j.onRef('c.empresa', '=', 'f.empresa').onRef('c.cliente', '=', 'f.cliente'))
    .select(['f.cliente', 'c.nombre', (eb) => eb.fn.sum<number>('f.total').as('importe')])
    .groupBy(['f.cliente', 'c.nombre']).orderBy('importe', 'desc').orderBy('f.cliente').limit(10).execute();
  const found = new Map(byMonth.map((r) => [r.mes, { facturas: Number(r.facturas), importe: Number(r.importe ?? 0) }]));
  const months = Array.from({ length: p.meses }, (_, i) => {
    const key = monthStart(desde, i).slice(0, 7);
    return { mes: key, ...(found.get(key) ?? { facturas: 0, importe: 0 }) };
  });
  return { desde, months, top: top.map((t) => ({ cliente: t.cliente, nombre: t.nombre, importe: Number(t.importe ?? 0) })) };
}

/** The embedded query dashboard (CONSULTAS): a self-contained HTML page in the user's language with totals, a monthly bar table and the top customers. */
export async function salesPanelHtml(db: Kysely<Database>, p: SalesPanelParams): Promise<string> {
  const lang = (Object.hasOwn(TEXTS, p.idioma) ? p.idioma : 'ES') as keyof typeof TEXTS;
  const t = TEXTS[lang];
  const company = await loadCompany(db, p.scope.empresa);
  const data = await salesPanelData(db, p);
  // The name of the asked customer only when the caller may see that customer: a code outside the scope shows no name (and no data).
  const customer = p.cliente ? await db.selectFrom('clientes').select('nombre').where('cliente', '=', p.cliente)
    .where(inScope(p.scope, { empresa: 'clientes.empresa', cliente: 'clientes.cliente' })).executeTakeFirst() : undefined;
  const total = data.months.reduce((s, m) => s + m.importe, 0);
  const count = data.months.reduce((s, m) => s + m.facturas, 0);
  const peak = Math.max(1, ...data.months.map((m) => m.importe));
  const monthName = (key: string) => new Date(`${key}-01T00:00:00Z`).toLocaleDateString(LOCALES[lang], { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const dmy = (iso: string) => iso.split('-').reverse().join('/');
  const rows = data.months.map((m) => `<tr><td>${escape(monthName(m.mes))}</td><td class="n">${m.facturas}</td><td class="n">${euros(m.importe)}</td>`
    + `<td class="bar"><span style="width:${((m.importe / peak) * 100).toFixed(1)}%"></span></td></tr>`).join('');
  const top = data.top.map((c, i) => `<tr><td>${i + 1}</td><td>${escape(c.cliente)} · ${escape(c.nombre)}</td><td class="n">${euros(c.importe)}</td></tr>`).join('');
  return `<!doctype html><html lang="${lang.toLowerCase()}"><head><meta charset="utf-8"><title>${escape(t.title)}</title><style>
body{font-family:system-ui,'DejaVu Sans',sans-serif;margin:0;padding:24px;color:#1b2430;background:#f6f8fb}
h1{font-size:22px;margin:0 0 4px}p.sub{margin:0 0 20px;color:#5b6675}
.kpis{display:flex;gap:16px;flex-wrap:wrap;margin-bottom:24px}.kpi{background:#fff;border:1px solid #dfe4ec;border-radius:8px;padding:12px 16px;min-width:180px}
.kpi b{display:block;font-size:20px;margin-top:4px}.grid{display:grid;grid-template-columns:minmax(0,3fr) minmax(0,2fr);gap:24px}
table{border-collapse:collapse;width:100%;background:#fff;border:1px solid #dfe4ec;border-radius:8px}th,td{padding:6px 10px;border-bottom:1px solid #eef1f5;text-align:left;font-size:14px}
th{background:#eef2f8}.n{text-align:right;white-space:nowrap}.bar{width:35%}.bar span{display:block;height:12px;background:#1f4e8c;border-radius:3px;min-width:1px}
h2{font-size:16px;margin:0 0 8px}.empty{color:#5b6675}@media(max-width:800px){.grid{grid-template-columns:1fr}}
</style></head><body>
<h1>${escape(t.title)} · ${escape(company.nombre)}</h1>
<p class="sub">${escape(t.period)}: ${dmy(data.desde)} – ${dmy(p.hasta)} · ${escape(t.customer)}: ${customer ? `${escape(p.cliente!)} · ${escape(customer.nombre)}` : p.cliente ? escape(p.cliente) : escape(t.all)}</p>
<div class="kpis"><div class="kpi">${escape(t.total)}<b data-kpi="total">${euros(total)}</b></div><div class="kpi">${escape(t.invoices)}<b data-kpi="count">${count}</b></div>`
    + `<div class="kpi">${escape(t.average)}<b>${euros(count ? total / count : 0)}</b></div></div>
${count === 0 ? `<p class="empty">${escape(t.none)}</p>` : ''}
<div class="grid"><section><table><thead><tr><th>${escape(t.month)}</th><th class="n">${escape(t.invoices)}</th><th class="n">${escape(t.amount)}</th><th></th></tr></thead><tbody>${rows}</tbody></table></section>
${top ? `<section><h2>${escape(t.top)}</h2><table><tbody>${top}</tbody></table></section>` : ''}</div>
</body></html>`;
}
