/**
 * Who may make a call, declared where its route is defined — `config: { callKind: 'shared' }` — and nowhere else: the report-permission map
 * restricts the `report` calls only, never by which definitions happen to name a call. The OpenAPI document shows each operation's kind as
 * `x-call-kind` (see {@link documentCallKind}). Whether a call changes data is the separate `config.writes` flag (a preview session is read-only):
 * a report's action may write (validateService), and so may a module's or an administrator's call.
 */
export const CALL_KINDS = {
  public: 'No session: login, token refresh, readiness and the signed document links.',
  session: 'The caller\'s own session and account (user data, menu options, report list, a report\'s definition, company, language, role dates, own permissions): every session.',
  report: 'Serves reports\' data (a definition\'s request, detail, row, toolbar or document action): only a user who holds at least one of the reports whose definitions name it '
    + '(its organisation\'s definitions, overlays and published versions); a report call no definition names is refused to everyone. '
    + 'Publishing or granting a report only adds holders, so it never narrows who may make the call.',
  shared: 'A lookup or other call shared by many reports and screens (customer, branch, representative, zone, agency, supplier, warehouse, country and province pickers, '
    + 'payment states, tracking): every session, with the caller\'s own data scope; never restricted by a report, whichever definitions name it.',
  module: 'A portal module with its own access rule, checked by the module (the quotes: ADMIN and REPRESENTANTE users holding the PRESUPUESTOS option).',
  admin: 'Administration: user administration (ADMIN holding ADMIN_USU) and the report designer (ADMIN holding ADMIN_INF), for a company of the caller\'s organisation.',
} as const;

/** The kind of a call: see {@link CALL_KINDS}. */
export type CallKind = keyof typeof CALL_KINDS;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may make the call (see CALL_KINDS); every route of the services declares one. */
    callKind?: CallKind;
  }
}

/** The OpenAPI transform (@fastify/swagger `transform`) that states each route's declared kind as the operation's `x-call-kind`, and `x-writes` on a call that changes data. */
export function documentCallKind({ schema, url, route }: { schema: unknown; url: string; route: { config?: { callKind?: CallKind; writes?: boolean } } }): { schema: never; url: string } {
  const kind = route.config?.callKind;
  const writes = route.config?.writes ? { 'x-writes': true } : {};
  const withKind = kind && schema && typeof schema === 'object' ? { ...schema, 'x-call-kind': kind, ...writes } : schema;
  return { schema: withKind as never, url };
}
