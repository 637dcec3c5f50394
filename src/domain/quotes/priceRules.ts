/** How two discount percentages of a chain combine: the second is added to or subtracted from the first. */
export type DiscountLink = '+' | '-';

/** The three discount percentages of a line with the links between them (porc1 entre12 porc2 entre23 porc3). */
export interface DiscountChain {
  porc1: number;
  entre12: DiscountLink;
  porc2: number;
  entre23: DiscountLink;
  porc3: number;
}

/** Gross price (B: the line discount applies) or net price (N: the price is final, no line discount). */
export type GrossNet = 'B' | 'N';

/** VAT rate of the quote documents and totals, in percent. */
export const VAT_PERCENT = 21;

/** Limits of a quantity (spec 3 §5.1): 0 to 100000, step 1, two decimals. */
export const QUANTITY_LIMITS = { min: 0, max: 100_000, step: 1, decimals: 2 } as const;

const round = (n: number, decimals: number) => {
  const f = 10 ** decimals;
  return Math.round((n + Number.EPSILON) * f) / f;
};
/** Rounds to cents. */
export const round2 = (n: number): number => round(n, 2);
/** Rounds to three decimals (quantities in the price unit, volumes). */
export const round3 = (n: number): number => round(n, 3);
/** Rounds to four decimals (unit prices). */
export const round4 = (n: number): number => round(n, 4);

/** A chain without discount. */
export const NO_DISCOUNT: DiscountChain = { porc1: 0, entre12: '+', porc2: 0, entre23: '+', porc3: 0 };

/** The discount of a chain: porc1 ± porc2 ± porc3, in percent (e.g. 10 + 5 − 2 = 13). May fall outside 0–100; see {@link discountInRange}. */
export function combineDiscounts(c: DiscountChain): number {
  const signed = (link: DiscountLink, p: number) => (link === '-' ? -p : p);
  return round2(c.porc1 + signed(c.entre12, c.porc2) + signed(c.entre23, c.porc3));
}

/** The discount a line gets from its chain: the combination of the chain on a gross price, none on a net price. Independent of quantity and price. */
export function lineDiscount(c: DiscountChain, grossNet: GrossNet | ''): number {
  return grossNet === 'N' ? 0 : combineDiscounts(c);
}

/** True when every percentage of the chain and their combination lie between 0 and 100. */
export function discountInRange(c: DiscountChain): boolean {
  const total = combineDiscounts(c);
  return [c.porc1, c.porc2, c.porc3].every((p) => Number.isFinite(p) && p >= 0 && p <= 100) && total >= 0 && total <= 100;
}

/** The link after a click on it: + becomes −, − becomes +. */
export const toggleLink = (link: DiscountLink): DiscountLink => (link === '+' ? '-' : '+');

/** Net unit price: a gross price less the line discount; a net price as it is. Four decimals. */
export function netPrice(price: number, discountPercent: number, grossNet: GrossNet): number {
  return grossNet === 'N' ? round4(price) : round4(price * (1 - discountPercent / 100));
}

/** Amount of a line: net unit price × quantity in the price unit, in cents. */
export function lineAmount(net: number, priceUnitQuantity: number): number {
  return round2(net * priceUnitQuantity);
}

/** Quantity in the price unit from the quantity in the sales unit (factor = price units in one sales unit). */
export function priceUnitQuantity(salesQuantity: number, factor: number): number {
  return round3(salesQuantity * factor);
}

/** Volume of a line in m³: sales quantity × volume of one sales unit. */
export function lineVolume(salesQuantity: number, unitVolume: number): number {
  return round3(salesQuantity * unitVolume);
}

/** Totals of a quote: lines, rappel on the lines, prompt payment on what is left, taxable base, VAT and total. */
export interface QuoteTotals {
  lines: number;
  rappel: number;
  promptPayment: number;
  base: number;
  vat: number;
  total: number;
}

/** Totals of a quote from its line amounts and header discounts (rappel first, then prompt payment on the rest; VAT on the base). */
export function quoteTotals(lineAmounts: readonly number[], rappelPercent: number, promptPaymentPercent: number, vatPercent = VAT_PERCENT): QuoteTotals {
  const lines = round2(lineAmounts.reduce((s, a) => s + a, 0));
  const rappel = round2(lines * rappelPercent / 100);
  const promptPayment = round2((lines - rappel) * promptPaymentPercent / 100);
  const base = round2(lines - rappel - promptPayment);
  const vat = round2(base * vatPercent / 100);
  return { lines, rappel, promptPayment, base, vat, total: round2(base + vat) };
}

/** What the price field keeps of typed text: digits and one decimal separator, the comma turned into a dot ("12,5" → "12.5"). */
export function sanitizePriceInput(text: string): string {
  const kept = text.replace(/,/g, '.').replace(/[^\d.]/g, '');
  const dot = kept.indexOf('.');
  return dot < 0 ? kept : kept.slice(0, dot + 1) + kept.slice(dot + 1).replace(/\./g, '');
}

const priceInputFormat = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 4, useGrouping: false });

/** A price as the price field shows it, in German notation without thousands separator: 450.5 → "450,50", 12.3456 → "12,3456" (the four decimals a price keeps). */
export function priceInputText(n: number | null | undefined): string {
  return n === null || n === undefined || !Number.isFinite(n) ? '' : priceInputFormat.format(n);
}

/** What the price field shows of typed text: digits and one decimal comma (a typed dot becomes the comma), as German notation writes it ("12.5" → "12,5"). */
export function typedPriceText(text: string): string {
  return sanitizePriceInput(text).replace('.', ',');
}

/** The price of a sanitised price text, or null when empty or not a number. */
export function parsePrice(text: string): number | null {
  const s = sanitizePriceInput(text);
  if (s === '' || s === '.') return null;
  const n = Number(s);
  return Number.isFinite(n) ? round4(n) : null;
}

/** A quantity clamped to 0–100000 with two decimals; empty or invalid input gives 0. */
export function clampQuantity(value: number | string | null | undefined): number {
  const n = typeof value === 'number' ? value : Number(String(value ?? '').replace(',', '.'));
  if (!Number.isFinite(n)) return QUANTITY_LIMITS.min;
  return round2(Math.min(QUANTITY_LIMITS.max, Math.max(QUANTITY_LIMITS.min, n)));
}

/** What a quantity field keeps of typed text: empty stays empty (the rules then ask for it), a number out of 0–100000 or with more than two decimals is clamped, the rest as typed. */
export function quantityText(text: string): string {
  if (text.trim() === '') return '';
  const n = Number(text.replace(',', '.'));
  if (!Number.isFinite(n)) return '';
  const clamped = clampQuantity(n);
  return clamped === n ? text : String(clamped);
}
