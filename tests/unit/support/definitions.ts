import fs from 'node:fs';
import path from 'node:path';
import type { ReportDefinition } from '../../../src/engine/definition/reportDefinition.gen';
import { buildContext, type SessionFacts } from '../../../src/engine/conditions/buildContext';
import { resolveConditions } from '../../../src/engine/definition/namedConditions';

/** Reads a committed report definition, with its named conditions replaced (as the portal receives it). */
export function definition(code: string): ReportDefinition {
  return resolveConditions(JSON.parse(fs.readFileSync(path.resolve('report-definitions', `${code}.json`), 'utf8')) as ReportDefinition);
}

/** Session facts of a demo user of a role. */
export function facts(role: string, overrides: Partial<SessionFacts> = {}, session: Record<string, unknown> = {}): SessionFacts {
  return {
    session: {
      role, usuario: role.toLowerCase(), organizacion: 'DEMO', idOrganizacion: 1, empresa: '1',
      cliente: ['CLIENTE', 'SUCURSAL', 'MULTISUCURSAL'].includes(role) ? '000001' : null, clienteNombre: 'Perea Márquez Hermanos S.L.',
      sucursal: role === 'SUCURSAL' ? '002' : null, sucursalNombre: role === 'SUCURSAL' ? 'Perea - Murcia' : null,
      representante: role === 'REPRESENTANTE' ? 'R005' : null, representanteNombre: 'Rafael Ortega', agente: role === 'REPRESENTANTE' ? '1' : null,
      ...session,
    },
    roleDates: null, onPremise: false, permissions: [], today: '2026-11-21', ...overrides,
  };
}

/** Condition context of a role with filters; `overrides.session` replaces fields of the session. */
export const ctxOf = (role: string, filters: Record<string, unknown> = {}, overrides: Partial<SessionFacts> & { session?: Record<string, unknown> } = {}) => {
  const { session, ...rest } = overrides;
  return buildContext(facts(role, rest, session ?? {}), filters);
};
