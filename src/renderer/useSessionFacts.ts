import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { isOnPremiseAtom, reportsAtom, roleDatesAtom, sessionAtom } from '../kit/session/sessionStore';
import { contractCall } from '../api/contractCall';
import type { ErpClient } from '../api/erpClient';
import type { SessionFacts } from '../engine/conditions/buildContext';
import { PERMISSIONS_ENDPOINT } from './permissionsEndpoint';

/** Session, role dates, deployment and the user's permissions (getPermisosResiduos, once per session). */
export function useSessionFacts(erp: ErpClient, code: string): { facts: SessionFacts; ready: boolean } {
  const session = useAtomValue(sessionAtom);
  const reports = useAtomValue(reportsAtom);
  const parameters = reports.find((r) => r.informe === code)?.parametros ?? null;
  const roleDates = useAtomValue(roleDatesAtom);
  const onPremise = useAtomValue(isOnPremiseAtom) === 'S';
  const permissions = useQuery({
    queryKey: ['permisos', session?.usuario, session?.tira],
    enabled: Boolean(session),
    staleTime: Infinity,
    queryFn: async () => {
      if (!session) return [];
      const reply = await contractCall(erp, PERMISSIONS_ENDPOINT, { usuario: session.usuario });
      return (reply.data.result ?? []).map((p) => p.permiso);
    },
  });
  const facts = useMemo<SessionFacts>(() => ({
    session: session as unknown as Record<string, unknown> | null,
    roleDates,
    onPremise,
    permissions: permissions.data ?? [],
    parameters,
  }), [session, roleDates, onPremise, permissions.data, parameters]);
  return { facts, ready: !permissions.isLoading };
}
