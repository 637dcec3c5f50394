import { atom } from 'jotai';
import { appStore } from '../session/sessionStore';

/** Snackbar types (spec 1 §2.6). */
export type SnackbarType = 'success' | 'info' | 'error';

/** Product shown in an add-to-cart snackbar. */
export interface SnackbarProduct {
  description: string;
  imagesLink?: string;
  itemPrice: number;
  quantity: number;
  finalPrice: number;
  finalPriceImp: number;
}

/** One snackbar message; texts are already translated. */
export interface SnackbarMessage {
  id: number;
  type: SnackbarType;
  message: string;
  detail?: string | undefined;
  durationMs: number;
  product?: SnackbarProduct | undefined;
}

/** Alert dialog types (spec 1 §2.6). */
export type AlertType = 'info' | 'infoWButton' | 'errorWButton' | 'dontAsk' | 'default';

/** An alert dialog request; texts are already translated. */
export interface AlertRequest {
  type: AlertType;
  title: string;
  message: string;
  detail?: string | undefined;
  /** Labels of the default type's buttons. */
  acceptLabel?: string;
  cancelLabel?: string;
  /** Optional extra button of the default type; resolves 'aux'. */
  auxLabel?: string;
  /** dontAsk: the id under which 'do not ask again' is remembered. */
  dontAskId?: string;
  /** No way to dismiss but the accept button (no Esc, no cancel). */
  forced?: boolean;
}

/** How an alert was closed. */
export type AlertResult = 'accept' | 'cancel' | 'aux';

/** Default snackbar duration (spec 1 §9). */
export const SNACKBAR_MS = 3000;

let nextId = 1;
export const snackbarQueueAtom = atom<SnackbarMessage[]>([]);
export const alertQueueAtom = atom<{ request: AlertRequest; resolve: (r: AlertResult) => void }[]>([]);

/** Shows a snackbar message. */
export function notify(type: SnackbarType, message: string, opts: { detail?: string; durationMs?: number; product?: SnackbarProduct } = {}): void {
  const item: SnackbarMessage = { id: nextId++, type, message, detail: opts.detail, durationMs: opts.durationMs ?? SNACKBAR_MS, product: opts.product };
  appStore.set(snackbarQueueAtom, (q) => [...q, item]);
}

const dontAskKey = (id: string) => `noPreguntar.${id}`;

/** Opens an alert dialog and resolves with how it was closed; a remembered dontAsk resolves 'accept' at once. */
export function showAlert(request: AlertRequest): Promise<AlertResult> {
  if (request.type === 'dontAsk' && request.dontAskId && localStorage.getItem(dontAskKey(request.dontAskId)) === 'S') return Promise.resolve('accept');
  return new Promise((resolve) => appStore.set(alertQueueAtom, (q) => [...q, { request, resolve }]));
}

/** Remembers a 'do not ask again' answer. */
export function rememberDontAsk(id: string): void {
  localStorage.setItem(dontAskKey(id), 'S');
}
