import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.js';
import { ErpError } from '../errors.js';
import { heldReports } from './heldReports.js';

/**
 * Pre-handler (after authentication) of the report calls: a call declared `config: { callKind: 'report' }` where its route is defined answers 403
 * unless the user holds at least one of the reports whose definitions name it (the organisation has it and the user's grant is S — what
 * listaInformesPortal lists); a report call no definition names is refused to everyone. Every other kind (shared lookups, the session's own
 * calls, modules, administration) is left to its own checks, whichever definitions name it: publishing or granting a report never narrows what
 * another user could call. A route that declares no kind is treated as before kinds existed (restricted only when a definition names it).
 * A preview session may also call the data calls of the definition it previews.
 */
export function requireReportAccess(db: Kysely<Database>, reportsOf: (idOrganizacion: number) => Promise<Map<string, string[]>>) {
  return async function requireReportAccessPreHandler(request: FastifyRequest): Promise<void> {
    const kind = request.routeOptions.config?.callKind;
    if (kind !== undefined && kind !== 'report') return;
    const url = request.routeOptions.url ?? '';
    const p = request.principal;
    // A preview session may call what the previewed definition names, even before the user holds the report (still with the user's scope).
    if (p.preview?.endpoints.includes(url)) return;
    const reports = (await reportsOf(p.idOrganizacion)).get(url);
    if (!reports) {
      if (kind === 'report') throw new ErpError(403, 'FORBIDDEN', 'This call serves reports\' data, and no report of the organisation names it');
      return;
    }
    const held = await heldReports(db, request.principal, reports);
    if (held.length === 0) throw new ErpError(403, 'FORBIDDEN', `This call serves the report${reports.length > 1 ? 's' : ''} ${reports.join(', ')}, which the user does not have`);
  };
}
