import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.js';
import { ErpError } from '../errors.js';
import { heldReports } from './heldReports.js';

/**
 * Pre-handler (after authentication) of the data calls that serve reports: a call named by report definitions answers 403 unless the user
 * holds at least one of those reports (the organisation has it and the user's grant is S — what listaInformesPortal lists).
 * Calls no definition names (shared lookups, the user's own data) are left to their own checks. A preview session may also call the data calls of the
 * definition it previews.
 */
export function requireReportAccess(db: Kysely<Database>, reportsOf: (idOrganizacion: number) => Promise<Map<string, string[]>>) {
  return async function requireReportAccessPreHandler(request: FastifyRequest): Promise<void> {
    const url = request.routeOptions.url ?? '';
    const p = request.principal;
    // A preview session may call what the previewed definition names, even before the user holds the report (still with the user's scope).
    if (p.preview?.endpoints.includes(url)) return;
    const reports = (await reportsOf(p.idOrganizacion)).get(url);
    if (!reports) return;
    const held = await heldReports(db, request.principal, reports);
    if (held.length === 0) throw new ErpError(403, 'FORBIDDEN', `This call serves the report${reports.length > 1 ? 's' : ''} ${reports.join(', ')}, which the user does not have`);
  };
}
