import type { SessionData } from '../../domain/session/sessionTypes';

/** Cache key of what the user may open: menu options, reports and the role's date limits, per organisation, user, company and role. */
export function accessQueryKey(session: Pick<SessionData, 'idOrganizacion' | 'usuario' | 'empresa'>, idRol: number | null): readonly unknown[] {
  return ['portal-access', session.idOrganizacion, session.usuario, session.empresa, idRol];
}
