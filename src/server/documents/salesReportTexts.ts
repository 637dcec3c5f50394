import type { ReportLanguage } from './documentLanguage.js';

/** `n noun` with the noun in the language's plural category of n (Intl.PluralRules, as i18next chooses plurals). */
function plural(language: string, n: number, one: string, other: string): string {
  return `${new Intl.NumberFormat('de-DE').format(n)} ${new Intl.PluralRules(language).select(n) === 'one' ? one : other}`;
}

/** Every text of the sales situation, sales comparison and province statistics documents. */
export interface SalesTexts {
  labels: { number: string; date: string; page: (page: number, pages: number) => string };
  all: string; total: string; grandTotal: string; lines: string; quantity: string; amount: string; share: string; code: string; description: string;
  representatives: string; customers: string; orders: string; orderDate: string; deliveryDate: string; truncated: (n: number) => string; amountsNote: string;
  family: string; level: string; article: string; customer: string; representative: string; subtotal: (what: string) => string;
  /** A count of lines with its noun in the language's plural form (1 línea, 2 líneas). */
  lineCount: (n: number) => string;
  situationTitle: string; situationFile: string; listing: string; state: string; orderType: string; saleType: string; sortOrder: string;
  listings: Record<string, string>; states: Record<string, string>; orderTypes: Record<string, string>; saleTypes: Record<string, string>; sorts: Record<string, string>;
  comparisonTitle: string; comparisonFile: string; period: string; comparedPeriod: string; month: string; difference: string; groupBy: string;
  groupings: Record<string, string>; customersOf: (rep: string) => string;
  provinceTitle: string; provinceFile: string; year: string; orderState: string; order: string; country: string; province: string; countries: string; provinces: string;
  noProvince: string; orderStates: Record<string, string>; provinceOrders: Record<string, string>;
}

const ES: SalesTexts = {
  labels: { number: 'Nº', date: 'Fecha', page: (p, n) => `Página ${p} de ${n}` },
  all: 'Todos', total: 'Total', grandTotal: 'Total general', lines: 'Líneas', quantity: 'Cantidad', amount: 'Importe', share: '%', code: 'Código', description: 'Descripción',
  representatives: 'Representantes', customers: 'Clientes', orders: 'Pedidos', orderDate: 'Fecha pedido', deliveryDate: 'Fecha entrega',
  truncated: (n) => `Listado limitado a las primeras ${n.toLocaleString('es-ES')} filas; acote los filtros para ver el resto.`, amountsNote: 'Importes en euros, sin IVA.',
  family: 'Familia', level: 'Nivel', article: 'Artículo', customer: 'Cliente', representative: 'Representante', subtotal: (what) => `Total ${what}`,
  lineCount: (n) => plural('es', n, 'línea', 'líneas'),
  situationTitle: 'SITUACIÓN DE VENTAS', situationFile: 'situacion-ventas', listing: 'Listado', state: 'Estado', orderType: 'Tipo de pedido', saleType: 'Tipo de venta', sortOrder: 'Orden',
  listings: { 1: 'Por familia y artículo', 4: 'Familia por subfamilia', 5: 'Familias por representante', 6: 'Familias por cliente', 9: 'Por cliente', 11: 'Por representante' },
  states: { E: 'Pendiente de servir', S: 'Pendiente de facturar', F: 'Facturado', T: 'Entrado' },
  orderTypes: { P: 'Pedidos', C: 'Cargos', T: 'Todos' }, saleTypes: { C: 'Contado', R: 'Crédito', T: 'Todas' }, sorts: { A: 'Artículo', D: 'Descripción', I: 'Importe' },
  comparisonTitle: 'COMPARATIVO DE VENTAS', comparisonFile: 'comparativo-ventas', period: 'Periodo', comparedPeriod: 'Periodo comparado', month: 'Mes', difference: 'Diferencia', groupBy: 'Agrupado por',
  groupings: { R: 'Representante', C: 'Cliente', '': 'Representante y cliente' }, customersOf: (rep) => `Clientes de ${rep}`,
  provinceTitle: 'ESTADÍSTICA POR PROVINCIAS', provinceFile: 'estadistica-provincias', year: 'Ejercicio', orderState: 'Estado del pedido', order: 'Orden', country: 'País', province: 'Provincia',
  countries: 'Países', provinces: 'Provincias', noProvince: 'Sin provincia',
  orderStates: { 1: 'Entrado', 2: 'Servido', 3: 'Facturado', 4: 'Retenido', 5: 'Anulado' },
  provinceOrders: { 1: 'Código de país y provincia', 2: 'Nombre de país y provincia', 3: 'Código de país, provincia por representante', 4: 'Nombre de país, provincia por representante', 5: 'Importe por provincia', 6: 'Importe por representante' },
};

const EN: SalesTexts = {
  labels: { number: 'No.', date: 'Date', page: (p, n) => `Page ${p} of ${n}` },
  all: 'All', total: 'Total', grandTotal: 'Grand total', lines: 'Lines', quantity: 'Quantity', amount: 'Amount', share: '%', code: 'Code', description: 'Description',
  representatives: 'Representatives', customers: 'Customers', orders: 'Orders', orderDate: 'Order date', deliveryDate: 'Delivery date',
  truncated: (n) => `List limited to the first ${n.toLocaleString('en-GB')} rows; narrow the filters to see the rest.`, amountsNote: 'Amounts in euros, excluding VAT.',
  family: 'Family', level: 'Level', article: 'Article', customer: 'Customer', representative: 'Representative', subtotal: (what) => `Total ${what}`,
  lineCount: (n) => plural('en', n, 'line', 'lines'),
  situationTitle: 'SALES SITUATION', situationFile: 'sales-situation', listing: 'Listing', state: 'State', orderType: 'Order type', saleType: 'Sale type', sortOrder: 'Sort',
  listings: { 1: 'By family and article', 4: 'Family by subfamily', 5: 'Families by representative', 6: 'Families by customer', 9: 'By customer', 11: 'By representative' },
  states: { E: 'Pending to serve', S: 'Pending to invoice', F: 'Invoiced', T: 'Entered' },
  orderTypes: { P: 'Orders', C: 'Charges', T: 'All' }, saleTypes: { C: 'Cash', R: 'Credit', T: 'All' }, sorts: { A: 'Article', D: 'Description', I: 'Amount' },
  comparisonTitle: 'SALES COMPARISON', comparisonFile: 'sales-comparison', period: 'Period', comparedPeriod: 'Compared period', month: 'Month', difference: 'Difference', groupBy: 'Grouped by',
  groupings: { R: 'Representative', C: 'Customer', '': 'Representative and customer' }, customersOf: (rep) => `Customers of ${rep}`,
  provinceTitle: 'SALES BY PROVINCE', provinceFile: 'province-statistics', year: 'Year', orderState: 'Order state', order: 'Order', country: 'Country', province: 'Province',
  countries: 'Countries', provinces: 'Provinces', noProvince: 'No province',
  orderStates: { 1: 'Entered', 2: 'Served', 3: 'Invoiced', 4: 'Detained', 5: 'Cancelled' },
  provinceOrders: { 1: 'Country and province code', 2: 'Country and province name', 3: 'Country code, province by representative', 4: 'Country name, province by representative', 5: 'Amount by province', 6: 'Amount by representative' },
};

const FR: SalesTexts = {
  labels: { number: 'Nº', date: 'Date', page: (p, n) => `Page ${p} sur ${n}` },
  all: 'Tous', total: 'Total', grandTotal: 'Total général', lines: 'Lignes', quantity: 'Quantité', amount: 'Montant', share: '%', code: 'Code', description: 'Description',
  representatives: 'Représentants', customers: 'Clients', orders: 'Commandes', orderDate: 'Date de commande', deliveryDate: 'Date de livraison',
  truncated: (n) => `Liste limitée aux ${n.toLocaleString('fr-FR')} premières lignes ; affinez les filtres pour voir le reste.`, amountsNote: 'Montants en euros, hors TVA.',
  family: 'Famille', level: 'Niveau', article: 'Article', customer: 'Client', representative: 'Représentant', subtotal: (what) => `Total ${what}`,
  lineCount: (n) => plural('fr', n, 'ligne', 'lignes'),
  situationTitle: 'SITUATION DES VENTES', situationFile: 'situation-ventes', listing: 'Liste', state: 'État', orderType: 'Type de commande', saleType: 'Type de vente', sortOrder: 'Tri',
  listings: { 1: 'Par famille et article', 4: 'Famille par sous-famille', 5: 'Familles par représentant', 6: 'Familles par client', 9: 'Par client', 11: 'Par représentant' },
  states: { E: 'À livrer', S: 'À facturer', F: 'Facturé', T: 'Saisi' },
  orderTypes: { P: 'Commandes', C: 'Débits', T: 'Tous' }, saleTypes: { C: 'Comptant', R: 'Crédit', T: 'Toutes' }, sorts: { A: 'Article', D: 'Description', I: 'Montant' },
  comparisonTitle: 'COMPARATIF DES VENTES', comparisonFile: 'comparatif-ventes', period: 'Période', comparedPeriod: 'Période comparée', month: 'Mois', difference: 'Écart', groupBy: 'Regroupé par',
  groupings: { R: 'Représentant', C: 'Client', '': 'Représentant et client' }, customersOf: (rep) => `Clients de ${rep}`,
  provinceTitle: 'STATISTIQUES PAR PROVINCE', provinceFile: 'statistiques-provinces', year: 'Exercice', orderState: 'État de la commande', order: 'Ordre', country: 'Pays', province: 'Province',
  countries: 'Pays', provinces: 'Provinces', noProvince: 'Sans province',
  orderStates: { 1: 'Saisie', 2: 'Livrée', 3: 'Facturée', 4: 'Bloquée', 5: 'Annulée' },
  provinceOrders: { 1: 'Code pays et province', 2: 'Nom du pays et de la province', 3: 'Code pays, province par représentant', 4: 'Nom du pays, province par représentant', 5: 'Montant par province', 6: 'Montant par représentant' },
};

const IT: SalesTexts = {
  labels: { number: 'N.', date: 'Data', page: (p, n) => `Pagina ${p} di ${n}` },
  all: 'Tutti', total: 'Totale', grandTotal: 'Totale generale', lines: 'Righe', quantity: 'Quantità', amount: 'Importo', share: '%', code: 'Codice', description: 'Descrizione',
  representatives: 'Agenti', customers: 'Clienti', orders: 'Ordini', orderDate: 'Data ordine', deliveryDate: 'Data consegna',
  truncated: (n) => `Elenco limitato alle prime ${n.toLocaleString('it-IT')} righe; restringere i filtri per vedere il resto.`, amountsNote: 'Importi in euro, IVA esclusa.',
  family: 'Famiglia', level: 'Livello', article: 'Articolo', customer: 'Cliente', representative: 'Agente', subtotal: (what) => `Totale ${what}`,
  lineCount: (n) => plural('it', n, 'riga', 'righe'),
  situationTitle: 'SITUAZIONE VENDITE', situationFile: 'situazione-vendite', listing: 'Elenco', state: 'Stato', orderType: 'Tipo ordine', saleType: 'Tipo vendita', sortOrder: 'Ordinamento',
  listings: { 1: 'Per famiglia e articolo', 4: 'Famiglia per sottofamiglia', 5: 'Famiglie per agente', 6: 'Famiglie per cliente', 9: 'Per cliente', 11: 'Per agente' },
  states: { E: 'Da evadere', S: 'Da fatturare', F: 'Fatturato', T: 'Inserito' },
  orderTypes: { P: 'Ordini', C: 'Addebiti', T: 'Tutti' }, saleTypes: { C: 'Contanti', R: 'Credito', T: 'Tutte' }, sorts: { A: 'Articolo', D: 'Descrizione', I: 'Importo' },
  comparisonTitle: 'CONFRONTO VENDITE', comparisonFile: 'confronto-vendite', period: 'Periodo', comparedPeriod: 'Periodo di confronto', month: 'Mese', difference: 'Differenza', groupBy: 'Raggruppato per',
  groupings: { R: 'Agente', C: 'Cliente', '': 'Agente e cliente' }, customersOf: (rep) => `Clienti di ${rep}`,
  provinceTitle: 'STATISTICA PER PROVINCIA', provinceFile: 'statistica-province', year: 'Esercizio', orderState: 'Stato ordine', order: 'Ordine', country: 'Paese', province: 'Provincia',
  countries: 'Paesi', provinces: 'Province', noProvince: 'Senza provincia',
  orderStates: { 1: 'Inserito', 2: 'Evaso', 3: 'Fatturato', 4: 'Bloccato', 5: 'Annullato' },
  provinceOrders: { 1: 'Codice paese e provincia', 2: 'Nome paese e provincia', 3: 'Codice paese, provincia per agente', 4: 'Nome paese, provincia per agente', 5: 'Importo per provincia', 6: 'Importo per agente' },
};

/** The texts of a language. */
export const SALES_TEXTS: Record<ReportLanguage, SalesTexts> = { es: ES, en: EN, fr: FR, it: IT };
