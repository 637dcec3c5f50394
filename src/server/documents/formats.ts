import { isoToDmy } from '../routes/dates.js';

const decimals2 = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const integerFormat = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 });

/** An amount in German/Spanish notation with the euro sign: 1.234,56 €. */
export const euros = (n: number | null | undefined): string => (n === null || n === undefined ? '' : `${decimals2.format(n)} €`);

/** An amount in a currency: euros with the euro sign, other currencies with their ISO code (1.234,56 USD). */
export const money = (n: number, currency: string): string => (currency === 'EUR' ? euros(n) : `${decimals2.format(n)} ${currency}`);

/** A quantity: integers without decimals, others with two (German notation). */
export const quantity = (n: number | null | undefined): string =>
  n === null || n === undefined ? '' : Number.isInteger(n) ? integerFormat.format(n) : decimals2.format(n);

const unitPrice = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 6 });
/** A price per unit with the decimals it has, 2 to 6 (German notation), and the euro sign: 0,01186 € a kilo stays 0,01186 €, as the portal shows it. */
export const price = (n: number): string => `${unitPrice.format(n)} €`;

/** YYYY-MM-DD → DD/MM/YYYY (blank stays blank). */
export const dmy = (iso: string | null | undefined): string => isoToDmy(iso ?? null) ?? '';

/** Spanish month names, 1-based. */
export const MESES = ['', 'enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

/** A waste code as printed: 15 01 01 (hazardous ones keep their asterisk). */
export const lerCode = (codigo: string, peligroso = false): string => `${codigo.slice(0, 2)} ${codigo.slice(2, 4)} ${codigo.slice(4, 6)}${peligroso ? '*' : ''}`;

/** Invoice number as printed: FV 2025/000123. */
export const invoiceNumber = (serie: string, ejercicio: number, numero: number): string => `${serie} ${ejercicio}/${String(numero).padStart(6, '0')}`;

/** Delivery-note number as printed: 2025/000123. */
export const deliveryNoteNumber = (ejercicio: number, numero: number): string => `${ejercicio}/${String(numero).padStart(6, '0')}`;

/** A file-name-safe version of a text. */
export const fileSafe = (s: string): string => s.normalize('NFD').replace(/[^\w.-]+/g, '-').replace(/-+/g, '-').replace(/^-|-$/g, '');
