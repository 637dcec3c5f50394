import type { ComponentType } from 'react';

/** Props of a captcha widget: it reports its answer token, or null when the answer expires. */
export interface CaptchaWidgetProps {
  siteKey?: string | undefined;
  onToken: (token: string | null) => void;
}

/** A captcha provider: the widget shown on the login page and whether a token is needed to log in. */
export interface CaptchaProvider {
  id: string;
  /** Widget to render; null renders nothing. */
  Widget: ComponentType<CaptchaWidgetProps> | null;
  /** Whether the login button waits for a token. */
  requiresToken: boolean;
}

const providers = new Map<string, CaptchaProvider>();

/** Registers a captcha provider under its id; ids are unique. */
export function registerCaptchaProvider(provider: CaptchaProvider): void {
  if (providers.has(provider.id)) throw new Error(`Captcha provider '${provider.id}' is already registered`);
  providers.set(provider.id, provider);
}

/** The provider of an id; an unknown id fails with the list of known ids. */
export function captchaProvider(id: string): CaptchaProvider {
  const provider = providers.get(id);
  if (!provider) throw new Error(`Unknown captcha provider '${id}'. Known: ${[...providers.keys()].join(', ')}`);
  return provider;
}

registerCaptchaProvider({ id: 'none', Widget: null, requiresToken: false });
