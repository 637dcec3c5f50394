import type { TFunction } from 'i18next';
import { showAlert } from '../../kit/dialogs/notifications';

// The error dialog of an administration call is shared with the designer: it lives in the kit.
export { alertAdminError } from '../../kit/dialogs/alertAdminError';

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
