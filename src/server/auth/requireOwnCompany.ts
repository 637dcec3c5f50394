import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { cacheOf } from '../cache/cacheOf.js';
import type { Database } from '../db/tables.js';
import { ErpError } from '../errors.js';

/**
 * Pre-handler (after `authenticate`) of calls that do not scope their data by the body's company themselves (user administration, the report
 * designer): the session company a body names (`empresa`, as text or number) must be one of the caller's organisation, else 403
 * COMPANY_NOT_ALLOWED — never an answer about the caller's own company as if the other one had been granted. A body without it passes.
 */
export function requireOwnCompany(db: Kysely<Database>) {
  return async function requireOwnCompanyPreHandler(request: FastifyRequest): Promise<void> {
    const empresa = (request.body as { empresa?: unknown } | undefined)?.empresa;
    if (empresa === undefined || empresa === null || String(empresa).trim() === '') return;
    const org = request.principal.idOrganizacion;
    // Kept until a company changes (group sesiones, by any process).
    const companies = await cacheOf<string[]>(db, 'organisationCompanies', ['sesiones'], 1_000).get(String(org), async () =>
      (await db.selectFrom('empresas').select('empresa').where('id_organizacion', '=', org).execute()).map((r) => r.empresa));
    if (!companies.includes(String(empresa).trim())) throw new ErpError(403, 'COMPANY_NOT_ALLOWED');
  };
}
