import type { TFunction } from 'i18next';
import { ErpCallError } from '../../api/ErpCallError';
import { showAlert } from './notifications';

/** Error dialog of an administration call: the given title, the server's message, and status text and code. A lost session is not reported (the portal goes to the login page). */
export async function alertAdminError(t: TFunction, titleKey: string, error: unknown): Promise<void> {
  if (error instanceof ErpCallError && error.kind === 'auth') return;
  const e = error instanceof ErpCallError ? error : undefined;
  await showAlert({
    type: 'errorWButton', title: t(titleKey),
    message: e?.serverMessage || t(e?.kind === 'network' ? 'errors.connection' : 'messages.errorDefaultDesc'),
    detail: e ? [e.statusText, e.status ? `(${e.status})` : ''].filter(Boolean).join(' ') : error instanceof Error ? error.message : String(error),
  });
}
