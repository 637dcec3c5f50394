import { STORAGE_KEYS } from '../../kit/session/storageKeys';
import { parseCurrentQuote, type CurrentQuote } from './model/currentQuote';

/** The quote the wizard works on, as kept in the local store (presupuestoActual); cleared with the session. */
export function readCurrentQuote(): CurrentQuote | null {
  return parseCurrentQuote(localStorage.getItem(STORAGE_KEYS.currentQuote));
}

/** Remembers the quote the wizard works on, its step and where it was opened from. */
export function writeCurrentQuote(current: CurrentQuote): void {
  localStorage.setItem(STORAGE_KEYS.currentQuote, JSON.stringify(current));
}

/** Forgets the quote the wizard worked on (after Save and exit, acceptance, or leaving for the list). */
export function clearCurrentQuote(): void {
  localStorage.removeItem(STORAGE_KEYS.currentQuote);
}
