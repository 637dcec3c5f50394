import type { ReportLanguage } from './documentLanguage.js';

/** Every text of the portfolio, unpaid-payments and customer-risk documents in one language. */
export interface PortfolioTexts {
  number: string; date: string; page: (current: number, total: number) => string; registry: (provincia: string) => string;
  titles: { efj325: string; efi325: string; efk325: string; efu325: string; impagados: string; riesgos: string };
  filters: { situation: string; list: string; representatives: string; customers: string; dueDate: string; invoiceDate: string; branch: string; supplier: string; all: string; selection: string };
  cols: {
    invoice: string; invoiceDate: string; term: string; dueDate: string; daysOverdue: string; paymentMethod: string; situation: string; amount: string; pending: string;
    currency: string; amountCurrency: string; rate: string; returnDate: string; returnReason: string; customer: string; week: string; year: string; month: string;
  };
  /** Situation of a due date as printed on its row, and the names of the portfolio and payment situations of the filters. */
  states: Record<string, string>;
  totals: { customers: string; items: string; amount: string; pending: string; overdue: string; returned: string; notReturned: string; customer: string; week: string; inEuros: string };
  cover: { title: string; filters: string; summary: string; issuedFor: string };
  notes: { euros: string; currency: string; truncated: (n: number) => string; days: (date: string) => string };
  risk: {
    limit: string; limitDate: string; consumed: string; pendingDue: string; unpaid: string; ordersNotInvoiced: string; available: string; overLimit: string;
    insurance: string; insurer: string; policy: string; insured: string; insuranceStart: string; insuranceEnd: string; noInsurance: string;
    special: string; guarantees: string; guaranteeType: string; entity: string; issued: string; expires: string; observations: string; provisions: string; reason: string;
    annual: string; monthly: string; sales: string; balance: string; turnover: string; result: string; assets: string; equity: string; debt: string;
    commercial: string; agency: string; reportDate: string; rating: string; incidents: string; none: string; representative: string; taxId: string; status: string;
    active: string; blocked: string;
  };
}

const es: PortfolioTexts = {
  number: 'Nº', date: 'Fecha', page: (c, t) => `Página ${c} de ${t}`, registry: (p) => `Inscrita en el Registro Mercantil de ${p}`,
  titles: { efj325: 'CARTERA DE CLIENTES', efi325: 'CARTERA EN DIVISA', efk325: 'CARTERA DE IMPAGADOS', efu325: 'COBROS PENDIENTES POR SEMANA', impagados: 'RECIBOS IMPAGADOS', riesgos: 'RIESGO DE CLIENTE' },
  filters: { situation: 'Situación', list: 'Listado', representatives: 'Representantes', customers: 'Clientes', dueDate: 'Vencimiento', invoiceDate: 'Fecha factura', branch: 'Sucursal', supplier: 'Proveedor', all: 'Todos', selection: 'Clientes seleccionados' },
  cols: {
    invoice: 'Factura', invoiceDate: 'Fecha fact.', term: 'Plazo', dueDate: 'Vencimiento', daysOverdue: 'Días venc.', paymentMethod: 'Forma de pago', situation: 'Situación',
    amount: 'Importe', pending: 'Pendiente', currency: 'Divisa', amountCurrency: 'Importe divisa', rate: 'Cambio', returnDate: 'Fecha devol.', returnReason: 'Motivo devolución',
    customer: 'Cliente', week: 'Semana', year: 'Ejercicio', month: 'Mes',
  },
  states: {
    PENDIENTE: 'Pendiente', VENCIDO: 'Vencido', IMPAGADO: 'Impagado', DEVUELTO: 'Devuelto', COBRADO: 'Cobrado', NO_COBRADO: 'No cobrado', TODOS: 'Todos',
    AMBOS: 'Devueltos y no devueltos', NO_DEVUELTO: 'No devuelto',
  },
  totals: { customers: 'Clientes', items: 'Vencimientos', amount: 'Importe', pending: 'Total pendiente', overdue: 'Vencido y no cobrado', returned: 'Devuelto', notReturned: 'No devuelto', customer: 'Total cliente', week: 'Total semana', inEuros: 'Contravalor en euros' },
  cover: { title: 'Informe de recibos impagados', filters: 'Filtros aplicados', summary: 'Resumen', issuedFor: 'Emitido para' },
  notes: {
    euros: 'Importes en euros, IVA incluido.', currency: 'Importes en la divisa de cada factura; contravalor en euros al cambio de la factura.',
    truncated: (n) => `Listado limitado a los primeros ${n.toLocaleString('de-DE')} vencimientos; acote los filtros para ver el resto.`, days: (d) => `Días vencidos a fecha ${d}.`,
  },
  risk: {
    limit: 'Límite de crédito concedido', limitDate: 'Fecha de concesión', consumed: 'Riesgo consumido', pendingDue: 'Vencimientos pendientes', unpaid: 'de ellos impagados',
    ordersNotInvoiced: 'Pedidos pendientes de facturar', available: 'Riesgo disponible', overLimit: 'Límite superado',
    insurance: 'Seguro de crédito', insurer: 'Aseguradora', policy: 'Póliza', insured: 'Importe asegurado', insuranceStart: 'Alta', insuranceEnd: 'Vencimiento', noInsurance: 'Sin seguro de crédito',
    special: 'Condiciones especiales', guarantees: 'Avales', guaranteeType: 'Tipo', entity: 'Entidad', issued: 'Emisión', expires: 'Vencimiento', observations: 'Observaciones',
    provisions: 'Dotaciones por insolvencia', reason: 'Motivo', annual: 'Ventas anuales (últimos 3 años)', monthly: 'Ventas mensuales (últimos 12 meses)', sales: 'Ventas',
    balance: 'Balance oficial', turnover: 'Cifra de negocio', result: 'Resultado', assets: 'Activo total', equity: 'Patrimonio neto', debt: 'Deuda total',
    commercial: 'Informe comercial', agency: 'Agencia', reportDate: 'Fecha del informe', rating: 'Calificación', incidents: 'Incidencias', none: 'Sin datos',
    representative: 'Representante', taxId: 'CIF', status: 'Estado', active: 'Activo', blocked: 'Bloqueado',
  },
};

const en: PortfolioTexts = {
  number: 'No.', date: 'Date', page: (c, t) => `Page ${c} of ${t}`, registry: (p) => `Registered in the Companies Registry of ${p}`,
  titles: { efj325: 'CUSTOMER PORTFOLIO', efi325: 'PORTFOLIO IN CURRENCY', efk325: 'UNPAID PORTFOLIO', efu325: 'WEEKLY PENDING COLLECTION', impagados: 'UNPAID PAYMENTS', riesgos: 'CUSTOMER RISK' },
  filters: { situation: 'Situation', list: 'List', representatives: 'Representatives', customers: 'Customers', dueDate: 'Due date', invoiceDate: 'Invoice date', branch: 'Branch', supplier: 'Supplier', all: 'All', selection: 'Selected customers' },
  cols: {
    invoice: 'Invoice', invoiceDate: 'Invoice date', term: 'Term', dueDate: 'Due date', daysOverdue: 'Days overdue', paymentMethod: 'Payment method', situation: 'Situation',
    amount: 'Amount', pending: 'Pending', currency: 'Currency', amountCurrency: 'Currency amount', rate: 'Rate', returnDate: 'Return date', returnReason: 'Return reason',
    customer: 'Customer', week: 'Week', year: 'Year', month: 'Month',
  },
  states: {
    PENDIENTE: 'Pending', VENCIDO: 'Overdue', IMPAGADO: 'Unpaid', DEVUELTO: 'Returned', COBRADO: 'Collected', NO_COBRADO: 'Not collected', TODOS: 'All',
    AMBOS: 'Returned and not returned', NO_DEVUELTO: 'Not returned',
  },
  totals: { customers: 'Customers', items: 'Due dates', amount: 'Amount', pending: 'Total pending', overdue: 'Overdue and not collected', returned: 'Returned', notReturned: 'Not returned', customer: 'Customer total', week: 'Week total', inEuros: 'Equivalent in euros' },
  cover: { title: 'Unpaid payments report', filters: 'Filters applied', summary: 'Summary', issuedFor: 'Issued for' },
  notes: {
    euros: 'Amounts in euros, VAT included.', currency: 'Amounts in the currency of each invoice; equivalent in euros at the invoice rate.',
    truncated: (n) => `List limited to the first ${n.toLocaleString('de-DE')} due dates; narrow the filters to see the rest.`, days: (d) => `Days overdue as of ${d}.`,
  },
  risk: {
    limit: 'Credit limit granted', limitDate: 'Granted on', consumed: 'Risk consumed', pendingDue: 'Pending due dates', unpaid: 'of which unpaid',
    ordersNotInvoiced: 'Orders not yet invoiced', available: 'Risk available', overLimit: 'Limit exceeded',
    insurance: 'Credit insurance', insurer: 'Insurer', policy: 'Policy', insured: 'Insured amount', insuranceStart: 'Start', insuranceEnd: 'Expiry', noInsurance: 'No credit insurance',
    special: 'Special conditions', guarantees: 'Guarantees', guaranteeType: 'Type', entity: 'Entity', issued: 'Issued', expires: 'Expires', observations: 'Observations',
    provisions: 'Provisions for bad debts', reason: 'Reason', annual: 'Annual sales (last 3 years)', monthly: 'Monthly sales (last 12 months)', sales: 'Sales',
    balance: 'Official balance sheet', turnover: 'Turnover', result: 'Result', assets: 'Total assets', equity: 'Equity', debt: 'Total debt',
    commercial: 'Commercial report', agency: 'Agency', reportDate: 'Report date', rating: 'Rating', incidents: 'Incidents', none: 'No data',
    representative: 'Representative', taxId: 'Tax ID', status: 'Status', active: 'Active', blocked: 'Blocked',
  },
};

const fr: PortfolioTexts = {
  number: 'N°', date: 'Date', page: (c, t) => `Page ${c} sur ${t}`, registry: (p) => `Inscrite au Registre du commerce de ${p}`,
  titles: { efj325: 'PORTEFEUILLE CLIENTS', efi325: 'PORTEFEUILLE EN DEVISE', efk325: 'PORTEFEUILLE IMPAYÉS', efu325: 'ENCAISSEMENTS PAR SEMAINE', impagados: 'EFFETS IMPAYÉS', riesgos: 'RISQUE CLIENT' },
  filters: { situation: 'Situation', list: 'Liste', representatives: 'Représentants', customers: 'Clients', dueDate: 'Échéance', invoiceDate: 'Date facture', branch: 'Succursale', supplier: 'Fournisseur', all: 'Tous', selection: 'Clients sélectionnés' },
  cols: {
    invoice: 'Facture', invoiceDate: 'Date fact.', term: 'Terme', dueDate: 'Échéance', daysOverdue: 'Jours retard', paymentMethod: 'Mode de paiement', situation: 'Situation',
    amount: 'Montant', pending: 'Restant dû', currency: 'Devise', amountCurrency: 'Montant devise', rate: 'Taux', returnDate: 'Date retour', returnReason: 'Motif du retour',
    customer: 'Client', week: 'Semaine', year: 'Exercice', month: 'Mois',
  },
  states: {
    PENDIENTE: 'En attente', VENCIDO: 'Échu', IMPAGADO: 'Impayé', DEVUELTO: 'Retourné', COBRADO: 'Encaissé', NO_COBRADO: 'Non encaissé', TODOS: 'Tous',
    AMBOS: 'Retournés et non retournés', NO_DEVUELTO: 'Non retourné',
  },
  totals: { customers: 'Clients', items: 'Échéances', amount: 'Montant', pending: 'Total restant dû', overdue: 'Échu non encaissé', returned: 'Retourné', notReturned: 'Non retourné', customer: 'Total client', week: 'Total semaine', inEuros: 'Contre-valeur en euros' },
  cover: { title: 'Rapport des effets impayés', filters: 'Filtres appliqués', summary: 'Résumé', issuedFor: 'Émis pour' },
  notes: {
    euros: 'Montants en euros, TVA comprise.', currency: 'Montants dans la devise de chaque facture ; contre-valeur en euros au taux de la facture.',
    truncated: (n) => `Liste limitée aux ${n.toLocaleString('de-DE')} premières échéances ; affinez les filtres pour voir la suite.`, days: (d) => `Jours de retard au ${d}.`,
  },
  risk: {
    limit: 'Limite de crédit accordée', limitDate: 'Accordée le', consumed: 'Risque consommé', pendingDue: 'Échéances en attente', unpaid: 'dont impayés',
    ordersNotInvoiced: 'Commandes non facturées', available: 'Risque disponible', overLimit: 'Limite dépassée',
    insurance: 'Assurance-crédit', insurer: 'Assureur', policy: 'Police', insured: 'Montant assuré', insuranceStart: 'Début', insuranceEnd: 'Échéance', noInsurance: 'Sans assurance-crédit',
    special: 'Conditions particulières', guarantees: 'Garanties', guaranteeType: 'Type', entity: 'Organisme', issued: 'Émission', expires: 'Échéance', observations: 'Observations',
    provisions: 'Provisions pour créances douteuses', reason: 'Motif', annual: 'Ventes annuelles (3 derniers exercices)', monthly: 'Ventes mensuelles (12 derniers mois)', sales: 'Ventes',
    balance: 'Bilan officiel', turnover: "Chiffre d'affaires", result: 'Résultat', assets: 'Total actif', equity: 'Capitaux propres', debt: 'Dette totale',
    commercial: 'Rapport commercial', agency: 'Agence', reportDate: 'Date du rapport', rating: 'Notation', incidents: 'Incidents', none: 'Aucune donnée',
    representative: 'Représentant', taxId: 'N° fiscal', status: 'État', active: 'Actif', blocked: 'Bloqué',
  },
};

const it: PortfolioTexts = {
  number: 'N.', date: 'Data', page: (c, t) => `Pagina ${c} di ${t}`, registry: (p) => `Iscritta al Registro delle imprese di ${p}`,
  titles: { efj325: 'PORTAFOGLIO CLIENTI', efi325: 'PORTAFOGLIO IN VALUTA', efk325: 'PORTAFOGLIO INSOLUTI', efu325: 'INCASSI PER SETTIMANA', impagados: 'EFFETTI INSOLUTI', riesgos: 'RISCHIO CLIENTE' },
  filters: { situation: 'Situazione', list: 'Elenco', representatives: 'Agenti', customers: 'Clienti', dueDate: 'Scadenza', invoiceDate: 'Data fattura', branch: 'Filiale', supplier: 'Fornitore', all: 'Tutti', selection: 'Clienti selezionati' },
  cols: {
    invoice: 'Fattura', invoiceDate: 'Data fatt.', term: 'Rata', dueDate: 'Scadenza', daysOverdue: 'Giorni scad.', paymentMethod: 'Modalità di pagamento', situation: 'Situazione',
    amount: 'Importo', pending: 'Residuo', currency: 'Valuta', amountCurrency: 'Importo valuta', rate: 'Cambio', returnDate: 'Data insoluto', returnReason: 'Causale insoluto',
    customer: 'Cliente', week: 'Settimana', year: 'Esercizio', month: 'Mese',
  },
  states: {
    PENDIENTE: 'In attesa', VENCIDO: 'Scaduto', IMPAGADO: 'Insoluto', DEVUELTO: 'Respinto', COBRADO: 'Incassato', NO_COBRADO: 'Non incassato', TODOS: 'Tutti',
    AMBOS: 'Respinti e non respinti', NO_DEVUELTO: 'Non respinto',
  },
  totals: { customers: 'Clienti', items: 'Scadenze', amount: 'Importo', pending: 'Totale residuo', overdue: 'Scaduto non incassato', returned: 'Respinto', notReturned: 'Non respinto', customer: 'Totale cliente', week: 'Totale settimana', inEuros: 'Controvalore in euro' },
  cover: { title: 'Rapporto effetti insoluti', filters: 'Filtri applicati', summary: 'Riepilogo', issuedFor: 'Emesso per' },
  notes: {
    euros: 'Importi in euro, IVA inclusa.', currency: 'Importi nella valuta di ogni fattura; controvalore in euro al cambio della fattura.',
    truncated: (n) => `Elenco limitato alle prime ${n.toLocaleString('de-DE')} scadenze; restringere i filtri per vedere il resto.`, days: (d) => `Giorni di scaduto al ${d}.`,
  },
  risk: {
    limit: 'Fido concesso', limitDate: 'Concesso il', consumed: 'Rischio utilizzato', pendingDue: 'Scadenze aperte', unpaid: 'di cui insoluti',
    ordersNotInvoiced: 'Ordini da fatturare', available: 'Rischio disponibile', overLimit: 'Fido superato',
    insurance: 'Assicurazione crediti', insurer: 'Assicuratore', policy: 'Polizza', insured: 'Importo assicurato', insuranceStart: 'Inizio', insuranceEnd: 'Scadenza', noInsurance: 'Senza assicurazione crediti',
    special: 'Condizioni particolari', guarantees: 'Fideiussioni', guaranteeType: 'Tipo', entity: 'Ente', issued: 'Emissione', expires: 'Scadenza', observations: 'Osservazioni',
    provisions: 'Accantonamenti per insolvenza', reason: 'Motivo', annual: 'Vendite annuali (ultimi 3 anni)', monthly: 'Vendite mensili (ultimi 12 mesi)', sales: 'Vendite',
    balance: 'Bilancio ufficiale', turnover: 'Fatturato', result: 'Risultato', assets: 'Totale attivo', equity: 'Patrimonio netto', debt: 'Debito totale',
    commercial: 'Rapporto commerciale', agency: 'Agenzia', reportDate: 'Data del rapporto', rating: 'Valutazione', incidents: 'Incidenti', none: 'Nessun dato',
    representative: 'Agente', taxId: 'P. IVA', status: 'Stato', active: 'Attivo', blocked: 'Bloccato',
  },
};

/** The texts of the portfolio, unpaid and risk documents by language. */
export const PORTFOLIO_TEXTS: Record<ReportLanguage, PortfolioTexts> = { es, en, fr, it };
