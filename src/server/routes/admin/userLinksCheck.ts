import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/tables.js';
import { ErpError } from '../../errors.js';
import { activationProblem, unusedLinks, type ActivationProblem, type UserLinks } from '../../../domain/users/roleLinks';

const PROBLEMS: Record<ActivationProblem, string> = {
  noRole: 'a role is required',
  unknownRole: 'the role has no link rules',
  needsRepresentative: 'role REPRESENTANTE needs a representative and agent',
  needsCustomer: 'the role needs a customer',
  needsBranch: 'role SUCURSAL needs a branch of the customer',
  needsBranches: 'role MULTISUCURSAL needs at least one branch of the customer',
  needsSupplier: 'role PROVEEDOR needs a supplier',
};

const invalid = (message: string) => new ErpError(400, 'VALIDATION_ERROR', `Invalid request: ${message}`);

/**
 * Checks the links of a user for a role in a company (spec 1 §4.2): no link the role does not use, activation only with the role's links complete,
 * and every link an existing customer, branch of that customer, representative/agent, supplier or supplier branch of the company. 400 naming the field otherwise.
 */
export async function checkUserLinks(db: Kysely<Database>, empresa: string, role: string, links: UserLinks, activate: boolean): Promise<void> {
  const unused = unusedLinks(role, links);
  if (unused.length) throw invalid(`${unused.join(', ')} ${unused.length === 1 ? 'is' : 'are'} not used by role ${role}`);
  const problem = activationProblem(role, links);
  if (activate && problem) throw invalid(`the user cannot be activated: ${PROBLEMS[problem]}`);
  const exists = async (table: string, where: Record<string, string>) => {
    const conditions = Object.entries({ empresa, ...where }).map(([column, value]) => sql`${sql.ref(column)} = ${value}`);
    const row = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)} where ${sql.join(conditions, sql` and `)}`.execute(db);
    return Number(row.rows[0]?.n ?? 0) > 0;
  };
  if (links.representante && !(await exists('representantes', { representante: links.representante, agente: links.agente ?? '' }))) {
    throw invalid(`representante ${links.representante}/${links.agente ?? ''} does not exist in company ${empresa}`);
  }
  if (links.cliente && !(await exists('clientes', { cliente: links.cliente }))) throw invalid(`cliente ${links.cliente} does not exist in company ${empresa}`);
  for (const [field, sucursal] of [['sucursal', links.sucursal], ...links.sucursales.map((s) => ['sucursales', s] as const)] as const) {
    if (sucursal && !(await exists('sucursales', { cliente: links.cliente ?? '', sucursal }))) throw invalid(`${field}: branch ${sucursal} is not a branch of customer ${links.cliente ?? ''}`);
  }
  if (links.proveedor && !(await exists('proveedores', { proveedor: links.proveedor }))) throw invalid(`proveedor ${links.proveedor} does not exist in company ${empresa}`);
  if (links.sucursalProv && !(await exists('sucursales_proveedor', { proveedor: links.proveedor ?? '', sucursal: links.sucursalProv }))) {
    throw invalid(`sucursalProv ${links.sucursalProv} is not a branch of supplier ${links.proveedor ?? ''}`);
  }
}
