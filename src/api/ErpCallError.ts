/** Why an ERP call failed: the HTTP status, a 'ko' result, a refused session, or no answer at all. */
export type ErpFailureKind = 'http' | 'ko' | 'auth' | 'network';

/** A failed ERP call, with what the error dialogs need: status, code and the server's message. */
export class ErpCallError extends Error {
  constructor(
    readonly kind: ErpFailureKind,
    readonly path: string,
    readonly status: number,
    readonly statusText: string,
    readonly serverMessage: string | undefined,
    readonly errorCode: string | undefined,
    readonly body: unknown,
  ) {
    super(serverMessage || `${path}: ${status} ${statusText}`.trim());
    this.name = 'ErpCallError';
  }
}
