import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { isOnPremiseAtom, reportsAtom, roleDatesAtom, sessionAtom } from '../kit/session/sessionStore';
import type { ErpClient } from '../api/erpClient';
import type { SessionFacts } from '../engine/conditions/buildContext';
import { permissionsQuery } from './permissionsQuery';

/** Session, role dates, deployment and the user's permissions (getPermisosResiduos, once per session). */
export function useSessionFacts(erp: ErpClient, code: string): { facts: SessionFacts; ready: boolean } {
  const session = useAtomValue(sessionAtom);
  const reports = useAtomValue(reportsAtom);
  const parameters = reports.find((r) => r.informe === code)?.parametros ?? null;
  const roleDates = useAtomValue(roleDatesAtom);
  const onPremise = useAtomValue(isOnPremiseAtom) === 'S';
  const permissions = useQuery(permissionsQuery(erp, session));
  const facts = useMemo<SessionFacts>(() => ({
    session: session as unknown as Record<string, unknown> | null,
    roleDates,
    onPremise,
    permissions: permissions.data ?? [],
    parameters,
  }), [session, roleDates, onPremise, permissions.data, parameters]);
  return { facts, ready: !permissions.isLoading };
}
