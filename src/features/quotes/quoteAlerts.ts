import i18next, { type TFunction } from 'i18next';
import { ErpCallError } from '../../api/ErpCallError';
import { showAlert, type AlertResult } from '../../kit/dialogs/notifications';

/** What a failed quote call was doing (spec 3 §8.1): the bold title of its alert. */
export type QuoteCallContext =
  | 'loadQuotes' | 'paymentMethods' | 'discounts' | 'groupings' | 'rates' | 'images' | 'articles' | 'header' | 'detail' | 'number' | 'save' | 'accept' | 'reportUrl'
  | 'deleteQuote' | 'deleteLine' | 'customers';

/** The translation of a server refusal: its code (errorCode, or the word before ':' in errorMsg) when the portal knows it, else the server's text. */
export function refusalText(t: TFunction, code: string | undefined, message: string | undefined, values: Record<string, unknown> = {}): string | undefined {
  const token = code ?? /^([a-zA-Z]+): /.exec(message ?? '')?.[1];
  const key = token ? `quotes.serverErrors.${token}` : undefined;
  if (key && i18next.exists(key)) return t(key, values);
  return message || undefined;
}

/** One line about a failed call: the refusal's translation or the server message, or the status text and code. */
export function describeError(t: TFunction, error: unknown): string {
  if (!(error instanceof ErpCallError)) return error instanceof Error ? error.message : String(error);
  return refusalText(t, undefined, error.serverMessage) ?? `${error.statusText || t('messages.errorDefault')}${error.status ? ` (${error.status})` : ''}`;
}

/** The error alert of a failed quote call: the context as title, the reason, and the status text with the code in parentheses. A lost session is not reported (the portal goes to the login page). */
export async function alertQuoteError(t: TFunction, context: QuoteCallContext, error: unknown): Promise<void> {
  if (error instanceof ErpCallError && error.kind === 'auth') return;
  const e = error instanceof ErpCallError ? error : undefined;
  await showAlert({
    type: 'errorWButton', title: t(`quotes.errors.context.${context}`),
    message: (e && refusalText(t, undefined, e.serverMessage)) || t(e?.kind === 'network' ? 'errors.connection' : 'messages.errorDefaultDesc'),
    detail: e ? `${e.statusText || t('messages.errorDefault')}${e.status ? ` (${e.status})` : ''}` : error instanceof Error ? error.message : String(error),
  });
}

/** A warning of the quote rules (a message key of the model), with the spec's title. */
export function alertRule(t: TFunction, messageKey: string, titleKey = 'messages.aviso'): Promise<AlertResult> {
  return showAlert({ type: 'infoWButton', title: t(titleKey), message: t(messageKey) });
}

/** A yes/no question (delete confirmations); true on yes. */
export async function confirmYesNo(t: TFunction, titleKey: string, message: string): Promise<boolean> {
  const answer = await showAlert({ type: 'default', title: t(titleKey), message, acceptLabel: t('common.yes'), cancelLabel: t('common.no') });
  return answer === 'accept';
}
