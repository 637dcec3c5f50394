/** A login form field. */
export type LoginField = 'usuario' | 'password' | 'dominio';

/** What the login page asked for before the rest of the portal had loaded; the page of the loaded portal carries it out. */
export type LoginRequest = 'submit' | 'privacy';

/**
 * The login form's state kept outside React: the login page drawn before the portal's code loads hands its typed values, and what
 * the user asked for (log in, read the privacy policy), to the same page drawn inside the loaded portal.
 */
export const loginDraft: {
  values: Record<LoginField, string> | null;
  captchaToken: string | null;
  request: LoginRequest | null;
} = { values: null, captchaToken: null, request: null };

/** Takes the pending request (once). */
export function takeLoginRequest(): LoginRequest | null {
  const request = loginDraft.request;
  loginDraft.request = null;
  return request;
}
