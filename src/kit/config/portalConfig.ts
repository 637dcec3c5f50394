/** Runtime configuration of the portal, read from /portal-config.json so one build faces any ERP. */
export interface PortalConfig {
  /** Base URL of the ERP web services; '' means the page host. */
  apiBaseUrl: string;
  /** Domain proposed on the login page when the host does not identify one. */
  defaultDomain: string;
  /** Captcha provider id of the captcha registry; 'none' turns it off. */
  captcha: { provider: string; siteKey?: string };
  /** Domains whose login page greets with the 'customer area' text. */
  customerAreaDomains: string[];
  /** Extra headers of on-premise calls (security key, application origin and destination). */
  onPremiseHeaders: Record<string, string>;
  /** Provider named in the footer. */
  poweredBy: { name: string; url: string };
}

/** Defaults used when the file is missing or incomplete. */
export const DEFAULT_PORTAL_CONFIG: PortalConfig = {
  apiBaseUrl: '',
  defaultDomain: 'DEMO',
  captcha: { provider: 'none' },
  customerAreaDomains: [],
  onPremiseHeaders: { 'x-ddol-app-origin': 'PORTAL', 'x-ddol-app-destination': 'ERP' },
  poweredBy: { name: 'Portal ERP', url: 'https://example.com/portal-erp' },
};

let current: PortalConfig = DEFAULT_PORTAL_CONFIG;

/** Loads /portal-config.json once at start; falls back to the defaults. */
export async function loadPortalConfig(): Promise<PortalConfig> {
  try {
    const res = await fetch('/portal-config.json', { cache: 'no-cache' });
    if (res.ok) current = { ...DEFAULT_PORTAL_CONFIG, ...((await res.json()) as Partial<PortalConfig>) };
  } catch {
    current = DEFAULT_PORTAL_CONFIG;
  }
  return current;
}

/** The loaded configuration. */
export function portalConfig(): PortalConfig {
  return current;
}
