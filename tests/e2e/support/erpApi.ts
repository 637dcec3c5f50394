/** Direct calls to the reference services, to compare what the portal shows with what the server says. */
export async function apiLogin(baseUrl: string, user: string, password = 'demo1234'): Promise<{ tira: string; refresh: string }> {
  const res = await fetch(`${baseUrl}/wsr/auth/validateuser`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: user, password, domain: 'DEMO', refreshToken: { expirationSeconds: 864000 } }),
  });
  if (!res.ok) throw new Error(`login ${user}: ${res.status}`);
  return { tira: ((await res.json()) as { data: string }).data, refresh: res.headers.get('refresh-token') ?? '' };
}

/** POSTs to the services with a token. */
export async function apiPost<T>(baseUrl: string, path: string, tira: string, body: Record<string, unknown> = {}): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ tira, ...body }) });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Report codes the server lists for a user. */
export async function serverReports(baseUrl: string, user: string): Promise<string[]> {
  const { tira } = await apiLogin(baseUrl, user);
  const reply = await apiPost<{ result: { informe: string }[] }>(baseUrl, '/wscomun/portalinformes/listaInformesPortal', tira, { idOrganizacion: 1 });
  return reply.result.map((r) => r.informe);
}
