import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ErpClient } from '../../../api/erpClient';
import { describeFailure } from '../../../api/describeFailure';
import type { SessionFacts } from '../../../engine/conditions/buildContext';
import { createPreviewClient, type PreviewCall } from './previewClient';
import { startPreviewSession, type PreviewSession } from './previewApi';

/** The state of the designer's preview: the session as a chosen user, its client, the calls it made, and whether it ended. */
export interface PreviewState {
  session: PreviewSession | null;
  client: ErpClient | null;
  facts: SessionFacts | null;
  calls: PreviewCall[];
  expired: boolean;
  starting: boolean;
  error: string | null;
  start: (usuario: string) => Promise<void>;
  clearCalls: () => void;
}

const MAX_CALLS = 50;

/**
 * Opens a read-only preview session as `usuario` for a definition; a new one is asked when the definition names other services
 * (the server lets a preview session call only the services of the definition it was issued for) or when it expires.
 */
export function usePreviewSession(code: string, definition: Record<string, unknown> | null, endpointsKey: string): PreviewState {
  const [session, setSession] = useState<PreviewSession | null>(null);
  const [usuario, setUsuario] = useState<string | null>(null);
  const [calls, setCalls] = useState<PreviewCall[]>([]);
  const [expired, setExpired] = useState(false);
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const definitionRef = useRef(definition);
  definitionRef.current = definition;

  const start = useCallback(async (user: string) => {
    const def = definitionRef.current;
    if (!def) return;
    setStarting(true);
    setError(null);
    try {
      const issued = await startPreviewSession(user, code, def);
      setUsuario(user);
      setSession(issued);
      setExpired(false);
      setCalls([]);
    } catch (failure) {
      setError(describeFailure(failure));
    } finally {
      setStarting(false);
    }
  }, [code]);

  // The services a definition may call are fixed when its session is issued: other services mean another session.
  const issuedFor = useRef(endpointsKey);
  useEffect(() => {
    if (!usuario || issuedFor.current === endpointsKey) return;
    issuedFor.current = endpointsKey;
    void start(usuario);
  }, [endpointsKey, usuario, start]);

  useEffect(() => {
    if (!session) return undefined;
    const timer = window.setTimeout(() => setExpired(true), Math.max(0, session.expira - Date.now()));
    return () => window.clearTimeout(timer);
  }, [session]);

  const client = useMemo(() => (session ? createPreviewClient({
    tira: session.tira, empresa: session.sesion.empresa, usuario: session.sesion.usuario,
    onCall: (call) => setCalls((list) => [...list.slice(-(MAX_CALLS - 1)), call]),
    onExpired: () => setExpired(true),
  }) : null), [session]);

  const facts = useMemo<SessionFacts | null>(() => (session ? {
    session: session.sesion as unknown as Record<string, unknown>, roleDates: session.fechasRoles, onPremise: false, permissions: session.permisos, parameters: null,
  } : null), [session]);

  return { session, client, facts, calls, expired, starting, error, start, clearCalls: () => setCalls([]) };
}
