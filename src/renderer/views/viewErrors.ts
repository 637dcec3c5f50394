import type { TFunction } from 'i18next';
import { ErpCallError } from '../../api/ErpCallError';

/** The codes of the views' calls that have a message of their own. */
const KNOWN = new Set(['VIEW_NAME_TAKEN', 'VIEW_LIMIT', 'VIEW_SHARE_FORBIDDEN', 'VIEW_NOT_FOUND', 'VIEWS_DISABLED']);

/** A failed views call in the user's language: its code's message, a refused field, or the general one. */
export function viewErrorText(t: TFunction, error: unknown): string {
  if (error instanceof ErpCallError) {
    if (error.errorCode && KNOWN.has(error.errorCode)) return t(`views.errors.${error.errorCode}`);
    if (error.status === 400) return t('views.errors.invalid');
  }
  return t('views.errors.generic');
}
