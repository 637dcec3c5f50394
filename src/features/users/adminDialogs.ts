import type { TFunction } from 'i18next';
import { ErpCallError } from '../../api/ErpCallError';
import { showAlert } from '../../kit/dialogs/notifications';

/** What to do with unsaved changes before moving on. */
export type PendingChoice = 'save' | 'discard' | 'stay';

/** Asks whether to save pending changes (spec 1 §2.8): yes saves then moves on, no discards and moves on; Esc or "keep editing" stays. */
export async function confirmPending(t: TFunction): Promise<PendingChoice> {
  const answer = await showAlert({
    type: 'default', title: t('users.messages.pendingTitle'), message: t('users.messages.pendingQuestion'),
    acceptLabel: t('common.yes'), auxLabel: t('common.no'), cancelLabel: t('users.messages.stay'),
  });
  return answer === 'accept' ? 'save' : answer === 'aux' ? 'discard' : 'stay';
}

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
