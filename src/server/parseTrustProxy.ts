/** Which proxies the server trusts for the client address (Fastify's trustProxy): none, all, a number of hops, or addresses/CIDRs. */
export type TrustProxy = boolean | number | string;

/**
 * Reads TRUST_PROXY: unset, empty or `false` trusts no proxy (the socket address is the client);
 * `true` trusts every hop (the first X-Forwarded-For address is the client); a whole number trusts that many hops;
 * anything else is a comma-separated list of proxy addresses or CIDRs (e.g. `10.0.0.0/8,127.0.0.1`).
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const v = (value ?? '').trim();
  if (v === '' || v.toLowerCase() === 'false') return false;
  if (v.toLowerCase() === 'true') return true;
  if (/^\d+$/.test(v)) return Number(v);
  return v.split(',').map((a) => a.trim()).filter(Boolean).join(',');
}
