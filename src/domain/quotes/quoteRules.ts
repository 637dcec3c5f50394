import { discountInRange, type DiscountChain } from './priceRules';
import { isIsoDay } from './quoteDates';

/** Quote statuses (estado): 1 open, 2 accepted (turned into an order), 3 cancelled, 4 retained. */
export const QUOTE_STATUS = { open: 1, accepted: 2, cancelled: 3, retained: 4 } as const;

/** The default quote type (tipo '0'); type JV locks gross/net on the lines. */
export const DEFAULT_QUOTE_TYPE = '0';
/** Quote type whose lines take gross/net from their rate. */
export const LOCKED_GROSS_NET_TYPE = 'JV';

/** Message keys of the quote validation rules (spec 3 §5.1). */
export const QUOTE_MESSAGES = {
  required: 'quotes.validation.required',
  validityBeforeCreation: 'quotes.validation.validityBeforeCreation',
  deadlineBeforeCreation: 'quotes.validation.deadlineBeforeCreation',
  invalidDate: 'quotes.validation.invalidDate',
  discountRange: 'quotes.validation.discountRange',
  invalidPrice: 'quotes.validation.invalidPrice',
  noSelection: 'quotes.validation.noSelection',
  onlyOne: 'quotes.validation.onlyOne',
  statusNotCorrect: 'quotes.validation.statusNotCorrect',
  acceptedNotDeletable: 'quotes.validation.acceptedNotDeletable',
} as const;

/** A message key of the quote rules. */
export type QuoteMessage = (typeof QUOTE_MESSAGES)[keyof typeof QUOTE_MESSAGES];

/** The data of wizard step 2; dates YYYY-MM-DD, the three selects as codes. */
export interface HeaderForm {
  refPedido: string;
  fecha: string;
  fechaVigencia: string;
  plazoEntrega: string;
  formaPago: string;
  dtoRappel: string;
  dtoPP: string;
  observaciones: string;
}

/** A field of step 2 that can carry a message. */
export type HeaderField = 'fecha' | 'fechaVigencia' | 'plazoEntrega' | 'formaPago' | 'dtoRappel' | 'dtoPP';

/** Step 2 rules: dates, payment method and both header discounts required; validity and delivery deadline not before the creation date. */
export function validateHeader(form: HeaderForm): Partial<Record<HeaderField, QuoteMessage>> {
  const errors: Partial<Record<HeaderField, QuoteMessage>> = {};
  for (const field of ['fecha', 'fechaVigencia', 'formaPago', 'dtoRappel', 'dtoPP'] as const) {
    if (!form[field].trim()) errors[field] = QUOTE_MESSAGES.required;
  }
  for (const field of ['fecha', 'fechaVigencia', 'plazoEntrega'] as const) {
    if (form[field] && !isIsoDay(form[field])) errors[field] = QUOTE_MESSAGES.invalidDate;
  }
  if (!errors.fecha && !errors.fechaVigencia && form.fechaVigencia < form.fecha) errors.fechaVigencia = QUOTE_MESSAGES.validityBeforeCreation;
  if (!errors.fecha && form.plazoEntrega && !errors.plazoEntrega && form.plazoEntrega < form.fecha) errors.plazoEntrega = QUOTE_MESSAGES.deadlineBeforeCreation;
  return errors;
}

/** Step 1 rule: Continue needs both a customer and a branch. */
export function customerStepComplete(cliente: string | null | undefined, sucursal: string | null | undefined): boolean {
  return Boolean(cliente?.trim() && sucursal?.trim());
}

/** The line edit form as the rules see it. */
export interface LineForm {
  tarifa: string;
  brutoNeto: string;
  cantidad: number | null;
  precio: number | null;
  chain: DiscountChain;
}

/** A field of the line edit form that can carry a message. */
export type LineField = 'tarifa' | 'brutoNeto' | 'cantidad' | 'precio' | 'descuento';

/** Line rules: rate, gross/net and a quantity above 0 required; a price of 0 or more; every discount percentage and their chain within 0–100. */
export function validateLine(line: LineForm): Partial<Record<LineField, QuoteMessage>> {
  const errors: Partial<Record<LineField, QuoteMessage>> = {};
  if (!line.tarifa.trim()) errors.tarifa = QUOTE_MESSAGES.required;
  if (line.brutoNeto !== 'B' && line.brutoNeto !== 'N') errors.brutoNeto = QUOTE_MESSAGES.required;
  if (line.cantidad === null || !(line.cantidad > 0)) errors.cantidad = QUOTE_MESSAGES.required;
  if (line.precio === null || !(line.precio >= 0)) errors.precio = QUOTE_MESSAGES.invalidPrice;
  if (line.brutoNeto !== 'N' && !discountInRange(line.chain)) errors.descuento = QUOTE_MESSAGES.discountRange;
  return errors;
}

/** Lines the ERP generated (generadaDpc S) can be neither edited nor deleted. */
export const lineEditable = (line: { generadaDpc?: string | null }): boolean => line.generadaDpc !== 'S';

/** Gross/net of a line is fixed by its rate on quotes of type JV. */
export const grossNetLocked = (quoteType: string | null | undefined): boolean => quoteType === LOCKED_GROSS_NET_TYPE;

/** A quote can be changed (header, lines, acceptance) only while open. */
export const quoteEditable = (estado: number): boolean => estado === QUOTE_STATUS.open;

/** Why the list's Edit cannot open the selection: nothing selected, more than one, or a quote not open; null when it can. */
export function editSelectionProblem(selected: readonly { estado: number }[]): QuoteMessage | null {
  if (selected.length === 0) return QUOTE_MESSAGES.noSelection;
  if (selected.length > 1) return QUOTE_MESSAGES.onlyOne;
  return quoteEditable(selected[0]!.estado) ? null : QUOTE_MESSAGES.statusNotCorrect;
}

/** Why the list's Delete cannot go on: nothing selected, or an accepted quote among them; null when it can. */
export function deleteSelectionProblem(selected: readonly { estado: number }[]): QuoteMessage | null {
  if (selected.length === 0) return QUOTE_MESSAGES.noSelection;
  return selected.some((q) => q.estado === QUOTE_STATUS.accepted) ? QUOTE_MESSAGES.acceptedNotDeletable : null;
}
