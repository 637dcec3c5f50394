import { ErpCallError } from './ErpCallError';

/** The detail line of an error dialog: the server's message, then status text and code ("Not Found (404)"); any other error by its message. */
export function describeFailure(error: unknown): string {
  if (error instanceof ErpCallError) {
    const status = error.status ? `${error.statusText} (${error.status})`.trim() : error.statusText;
    return [error.serverMessage, status].filter(Boolean).join(' — ');
  }
  return error instanceof Error ? error.message : String(error);
}
