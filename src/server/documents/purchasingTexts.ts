import type { ReportLanguage } from './documentLanguage.js';

/** Every text of the supplier delivery-note and treatment-contract documents in one language. */
export interface PurchasingTexts {
  number: string; date: string; page: (current: number, total: number) => string;
  cols: { article: string; description: string; quantity: string; unit: string; price: string; amount: string };
  totals: { base: string; vat: string; total: string };
  receipt: {
    title: string; supplier: string; receivedAt: string; customer: string; type: string; order: string; supplierNote: string; plate: string; invoice: string; pending: string;
    year: string; observations: string; signatures: [string, string]; types: Record<string, string>; taxId: string; branch: string; footer: string;
  };
  delivery: { title: string; recipient: string; deliverTo: string; yourOrder: string; ourReceipt: string; signatures: [string, string]; footer: string };
  contract: {
    title: string; subtitle: string; operator: string; origin: string; destination: string; carrier: string; signed: string; validUntil: string; prior: string; yes: string; no: string;
    status: string; inForce: string; expired: string; customer: string; wastes: string; intro: (operator: string, origin: string, destination: string) => string; clauses: string[];
    cols: { ler: string; description: string; hazardous: string; treatment: string; quantity: string }; legal: string; signatures: [string, string]; registration: string;
  };
}

const es: PurchasingTexts = {
  number: 'Nº', date: 'Fecha', page: (c, t) => `Página ${c} de ${t}`,
  cols: { article: 'Artículo', description: 'Descripción', quantity: 'Cantidad', unit: 'Ud.', price: 'Precio', amount: 'Importe' },
  totals: { base: 'Base imponible', vat: 'IVA 21 %', total: 'Total' },
  receipt: {
    title: 'ALBARÁN DE ENTRADA', supplier: 'Proveedor', receivedAt: 'Recepción en', customer: 'Destinado a cliente', type: 'Tipo', order: 'Orden de compra', supplierNote: 'Albarán proveedor',
    plate: 'Matrícula', invoice: 'Factura proveedor', pending: 'Pendiente', year: 'Ejercicio', observations: 'Observaciones', signatures: ['Recibido por (firma y sello)', 'Transportista'],
    types: { P: 'Pedido', A: 'Abono', C: 'Cargo', other: 'Otros' }, taxId: 'NIF', branch: 'Sucursal', footer: 'Documento interno de recepción de mercancía.',
  },
  delivery: {
    title: 'ALBARÁN DE ENTREGA', recipient: 'Destinatario', deliverTo: 'Lugar de entrega', yourOrder: 'Su pedido', ourReceipt: 'Recibido con entrada',
    signatures: ['Entregado por', 'Conforme del destinatario'], footer: 'La mercancía viaja por cuenta y riesgo del destinatario salvo pacto en contrario.',
  },
  contract: {
    title: 'CONTRATO DE TRATAMIENTO', subtitle: 'Contrato de tratamiento de residuos · Real Decreto 553/2020, artículo 5', operator: 'Operador del traslado', origin: 'Titular de origen (productor)',
    destination: 'Titular de destino (instalación de tratamiento)', carrier: 'Transportista', signed: 'Fecha del contrato', validUntil: 'Vigente hasta', prior: 'Notificación previa',
    yes: 'Sí', no: 'No', status: 'Estado', inForce: 'En vigor', expired: 'Vencido', customer: 'Cliente', wastes: 'Residuos y operaciones de tratamiento',
    intro: (o, a, d) => `Reunidos, de una parte ${a}, como titular del residuo en origen, y de otra ${d}, como instalación de tratamiento, actuando ${o} como operador del traslado, acuerdan el tratamiento de los residuos que se relacionan en las condiciones siguientes:`,
    clauses: [
      'Primera. Objeto: el destinatario acepta los residuos indicados para someterlos a la operación de tratamiento señalada en cada caso.',
      'Segunda. Admisión: el residuo se entregará identificado con su código LER, envasado y etiquetado según su naturaleza, acompañado de su documento de identificación.',
      'Tercera. Rechazo: si el residuo no se ajusta a lo aquí descrito, el destinatario lo comunicará al operador en un plazo de 30 días y podrá rechazarlo.',
      'Cuarta. Vigencia: el contrato rige hasta la fecha indicada y se renueva por periodos iguales salvo denuncia con un mes de antelación.',
    ],
    cols: { ler: 'Código LER', description: 'Descripción del residuo', hazardous: 'Peligroso', treatment: 'Operación', quantity: 'Cantidad anual estimada' },
    legal: 'Contrato celebrado conforme a la Ley 7/2022, de 8 de abril, de residuos y suelos contaminados para una economía circular, y al Real Decreto 553/2020, de 2 de junio, que regula el traslado de residuos en el interior del territorio del Estado.',
    signatures: ['Por el titular de origen', 'Por la instalación de destino'], registration: 'Inscripción',
  },
};

const en: PurchasingTexts = {
  number: 'No.', date: 'Date', page: (c, t) => `Page ${c} of ${t}`,
  cols: { article: 'Article', description: 'Description', quantity: 'Quantity', unit: 'Unit', price: 'Price', amount: 'Amount' },
  totals: { base: 'Taxable base', vat: 'VAT 21 %', total: 'Total' },
  receipt: {
    title: 'GOODS RECEIPT NOTE', supplier: 'Supplier', receivedAt: 'Received at', customer: 'For customer', type: 'Type', order: 'Purchase order', supplierNote: 'Supplier delivery note',
    plate: 'Licence plate', invoice: 'Supplier invoice', pending: 'Pending', year: 'Year', observations: 'Remarks', signatures: ['Received by (signature and stamp)', 'Carrier'],
    types: { P: 'Order', A: 'Credit', C: 'Charge', other: 'Other' }, taxId: 'Tax ID', branch: 'Branch', footer: 'Internal goods receipt document.',
  },
  delivery: {
    title: 'DELIVERY NOTE', recipient: 'Consignee', deliverTo: 'Delivery address', yourOrder: 'Your order', ourReceipt: 'Received under receipt',
    signatures: ['Delivered by', 'Received in good order'], footer: 'Goods travel at the consignee\'s risk unless otherwise agreed.',
  },
  contract: {
    title: 'TREATMENT CONTRACT', subtitle: 'Waste treatment contract · Royal Decree 553/2020, article 5', operator: 'Transfer operator', origin: 'Holder at origin (producer)',
    destination: 'Holder at destination (treatment plant)', carrier: 'Carrier', signed: 'Contract date', validUntil: 'Valid until', prior: 'Prior notification',
    yes: 'Yes', no: 'No', status: 'Status', inForce: 'In force', expired: 'Expired', customer: 'Customer', wastes: 'Wastes and treatment operations',
    intro: (o, a, d) => `${a}, as holder of the waste at origin, and ${d}, as treatment plant, with ${o} as operator of the transfer, agree on the treatment of the wastes listed below under the following terms:`,
    clauses: [
      'One. Purpose: the consignee accepts the wastes listed to submit them to the treatment operation stated for each.',
      'Two. Acceptance: the waste is delivered identified by its LoW code, packed and labelled according to its nature, with its identification document.',
      'Three. Rejection: if the waste does not match this description, the consignee notifies the operator within 30 days and may reject it.',
      'Four. Term: the contract is in force until the date stated and renews for equal periods unless terminated one month in advance.',
    ],
    cols: { ler: 'LoW code', description: 'Waste description', hazardous: 'Hazardous', treatment: 'Operation', quantity: 'Estimated yearly quantity' },
    legal: 'Contract made under Spanish Law 7/2022 of 8 April on waste and contaminated soils for a circular economy and Royal Decree 553/2020 of 2 June on waste transfers within Spain.',
    signatures: ['For the holder at origin', 'For the destination plant'], registration: 'Registration',
  },
};

const fr: PurchasingTexts = {
  number: 'N°', date: 'Date', page: (c, t) => `Page ${c} sur ${t}`,
  cols: { article: 'Article', description: 'Désignation', quantity: 'Quantité', unit: 'Unité', price: 'Prix', amount: 'Montant' },
  totals: { base: 'Base HT', vat: 'TVA 21 %', total: 'Total' },
  receipt: {
    title: 'BON DE RÉCEPTION', supplier: 'Fournisseur', receivedAt: 'Réceptionné à', customer: 'Pour le client', type: 'Type', order: 'Bon de commande', supplierNote: 'BL fournisseur',
    plate: 'Immatriculation', invoice: 'Facture fournisseur', pending: 'En attente', year: 'Exercice', observations: 'Observations', signatures: ['Reçu par (signature et cachet)', 'Transporteur'],
    types: { P: 'Commande', A: 'Avoir', C: 'Débit', other: 'Autres' }, taxId: 'N° fiscal', branch: 'Site', footer: 'Document interne de réception de marchandise.',
  },
  delivery: {
    title: 'BON DE LIVRAISON', recipient: 'Destinataire', deliverTo: 'Lieu de livraison', yourOrder: 'Votre commande', ourReceipt: 'Reçu sous le bon',
    signatures: ['Livré par', 'Bon pour réception'], footer: 'La marchandise voyage aux risques du destinataire sauf accord contraire.',
  },
  contract: {
    title: 'CONTRAT DE TRAITEMENT', subtitle: 'Contrat de traitement de déchets · Décret royal 553/2020, article 5', operator: 'Opérateur du transfert', origin: "Détenteur d'origine (producteur)",
    destination: 'Détenteur de destination (installation de traitement)', carrier: 'Transporteur', signed: 'Date du contrat', validUntil: "Valable jusqu'au", prior: 'Notification préalable',
    yes: 'Oui', no: 'Non', status: 'État', inForce: 'En vigueur', expired: 'Expiré', customer: 'Client', wastes: 'Déchets et opérations de traitement',
    intro: (o, a, d) => `${a}, détenteur du déchet à l'origine, et ${d}, installation de traitement, ${o} agissant comme opérateur du transfert, conviennent du traitement des déchets ci-dessous aux conditions suivantes :`,
    clauses: [
      'Premier. Objet : le destinataire accepte les déchets indiqués pour l\'opération de traitement précisée pour chacun.',
      'Deuxième. Admission : le déchet est livré identifié par son code LER, emballé et étiqueté selon sa nature, avec son document d\'identification.',
      'Troisième. Refus : si le déchet ne correspond pas à cette description, le destinataire en informe l\'opérateur sous 30 jours et peut le refuser.',
      'Quatrième. Durée : le contrat court jusqu\'à la date indiquée et se renouvelle par périodes égales sauf dénonciation un mois à l\'avance.',
    ],
    cols: { ler: 'Code LER', description: 'Désignation du déchet', hazardous: 'Dangereux', treatment: 'Opération', quantity: 'Quantité annuelle estimée' },
    legal: 'Contrat conclu conformément à la loi espagnole 7/2022 du 8 avril sur les déchets et les sols pollués pour une économie circulaire et au décret royal 553/2020 du 2 juin sur le transfert de déchets.',
    signatures: ["Pour le détenteur d'origine", "Pour l'installation de destination"], registration: 'Inscription',
  },
};

const it: PurchasingTexts = {
  number: 'N.', date: 'Data', page: (c, t) => `Pagina ${c} di ${t}`,
  cols: { article: 'Articolo', description: 'Descrizione', quantity: 'Quantità', unit: 'U.M.', price: 'Prezzo', amount: 'Importo' },
  totals: { base: 'Imponibile', vat: 'IVA 21 %', total: 'Totale' },
  receipt: {
    title: 'DOCUMENTO DI ENTRATA', supplier: 'Fornitore', receivedAt: 'Ricevuto presso', customer: 'Per il cliente', type: 'Tipo', order: "Ordine d'acquisto", supplierNote: 'DDT fornitore',
    plate: 'Targa', invoice: 'Fattura fornitore', pending: 'In attesa', year: 'Esercizio', observations: 'Note', signatures: ['Ricevuto da (firma e timbro)', 'Vettore'],
    types: { P: 'Ordine', A: 'Nota di credito', C: 'Addebito', other: 'Altri' }, taxId: 'P. IVA', branch: 'Sede', footer: 'Documento interno di ricevimento merce.',
  },
  delivery: {
    title: 'DOCUMENTO DI TRASPORTO', recipient: 'Destinatario', deliverTo: 'Luogo di consegna', yourOrder: 'Vostro ordine', ourReceipt: 'Ricevuto con entrata',
    signatures: ['Consegnato da', 'Firma del destinatario'], footer: 'La merce viaggia a rischio del destinatario salvo diverso accordo.',
  },
  contract: {
    title: 'CONTRATTO DI TRATTAMENTO', subtitle: 'Contratto di trattamento rifiuti · Regio decreto 553/2020, articolo 5', operator: 'Operatore del trasferimento', origin: 'Detentore di origine (produttore)',
    destination: 'Detentore di destinazione (impianto di trattamento)', carrier: 'Trasportatore', signed: 'Data del contratto', validUntil: 'Valido fino al', prior: 'Notifica preventiva',
    yes: 'Sì', no: 'No', status: 'Stato', inForce: 'In vigore', expired: 'Scaduto', customer: 'Cliente', wastes: 'Rifiuti e operazioni di trattamento',
    intro: (o, a, d) => `${a}, detentore del rifiuto all'origine, e ${d}, impianto di trattamento, con ${o} quale operatore del trasferimento, concordano il trattamento dei rifiuti sotto elencati alle seguenti condizioni:`,
    clauses: [
      'Primo. Oggetto: il destinatario accetta i rifiuti indicati per l\'operazione di trattamento specificata per ciascuno.',
      'Secondo. Accettazione: il rifiuto è consegnato identificato dal codice EER, imballato ed etichettato secondo la sua natura, con il documento di identificazione.',
      'Terzo. Rifiuto: se il rifiuto non corrisponde alla descrizione, il destinatario lo comunica all\'operatore entro 30 giorni e può respingerlo.',
      'Quarto. Durata: il contratto vale fino alla data indicata e si rinnova per periodi uguali salvo disdetta con un mese di preavviso.',
    ],
    cols: { ler: 'Codice EER', description: 'Descrizione del rifiuto', hazardous: 'Pericoloso', treatment: 'Operazione', quantity: 'Quantità annua stimata' },
    legal: 'Contratto stipulato ai sensi della legge spagnola 7/2022 dell\'8 aprile sui rifiuti e i suoli contaminati per un\'economia circolare e del regio decreto 553/2020 del 2 giugno sul trasferimento dei rifiuti.',
    signatures: ['Per il detentore di origine', "Per l'impianto di destinazione"], registration: 'Iscrizione',
  },
};

/** The texts of the purchasing documents by language. */
export const PURCHASING_TEXTS: Record<ReportLanguage, PurchasingTexts> = { es, en, fr, it };
