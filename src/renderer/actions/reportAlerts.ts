import type { TFunction } from 'i18next';
import { describeFailure } from '../../api/describeFailure';
import { showAlert } from '../../kit/dialogs/notifications';

/** The spec's generic failure alert: 'errorDefault' with the server message, or status text and code. */
export function alertFailure(t: TFunction, error: unknown): Promise<unknown> {
  return showAlert({ type: 'errorWButton', title: t('messages.errorDefault'), message: t('messages.errorDefaultDesc'), detail: describeFailure(error) });
}

/** An information alert with a title key and a description key. */
export function alertInfo(t: TFunction, titleKey: string, messageKey?: string, detail?: string): Promise<unknown> {
  return showAlert({ type: 'infoWButton', title: t(titleKey), message: messageKey ? t(messageKey) : '', detail });
}
