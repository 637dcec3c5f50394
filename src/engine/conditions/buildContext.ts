import dayjs from 'dayjs';
import { toIso } from '../filters/dates';
import type { ConditionContext } from './conditionContext';

/** What the portal knows about the session when a report opens. */
export interface SessionFacts {
  session: Record<string, unknown> | null;
  roleDates: { fechaInicio: string | null; fechaFinal: string | null; diasAntiguedad: number | null; autoFiltro?: string | null } | null;
  onPremise: boolean;
  permissions: string[];
  /** parametros of the report entry (JSON text or object). */
  parameters?: string | Record<string, unknown> | null;
  today?: string;
}

/** Builds the condition context of a report: role, deployment, domain, organisation, permissions, session, role date limits and filters. */
export function buildContext(facts: SessionFacts, filters: Record<string, unknown> = {}, row?: Record<string, unknown>): ConditionContext {
  const session = facts.session ?? {};
  return {
    role: typeof session.role === 'string' ? session.role : null,
    onPremise: facts.onPremise,
    domain: typeof session.organizacion === 'string' ? session.organizacion.toUpperCase() : '',
    organisation: typeof session.idOrganizacion === 'number' ? session.idOrganizacion : null,
    permissions: facts.permissions,
    parameters: parseParameters(facts.parameters),
    session,
    filters,
    ...(row ? { row } : {}),
    limits: {
      fechaIniLimit: toIso(facts.roleDates?.fechaInicio),
      fechaFinLimit: toIso(facts.roleDates?.fechaFinal),
      diasAntiguedad: facts.roleDates?.diasAntiguedad ?? null,
      autoFiltro: facts.roleDates?.autoFiltro === 'S',
      today: facts.today ?? dayjs().format('YYYY-MM-DD'),
    },
  };
}

/** Parses a report's parametros (JSON text); anything unreadable is no parameters. */
export function parseParameters(value: SessionFacts['parameters']): Record<string, unknown> {
  if (!value) return {};
  if (typeof value === 'object') return value;
  try {
    const parsed = JSON.parse(value) as unknown;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
