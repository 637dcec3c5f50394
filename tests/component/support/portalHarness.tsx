import type { ReactElement, ReactNode } from 'react';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Provider as JotaiProvider } from 'jotai';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from '@mui/material/styles';
import { render, type RenderResult } from '@testing-library/react';
import { vi } from 'vitest';
import type { ErpClient, ErpReply } from '../../../src/api/erpClient';
import { ErpCallError } from '../../../src/api/ErpCallError';
import { isLanguage, loadCatalogue, type Language } from '../../../src/kit/i18n/i18n';
import { themeFor } from '../../../src/kit/themes/themes';
import { AlertDialogHost } from '../../../src/kit/dialogs/AlertDialogHost';
import { alertQueueAtom } from '../../../src/kit/dialogs/notifications';
import { appStore, reportsAtom, roleDatesAtom, sessionAtom } from '../../../src/kit/session/sessionStore';
import type { SessionData } from '../../../src/domain/session/sessionTypes';
import { PERMISSIONS_ENDPOINT } from '../../../src/renderer/permissionsEndpoint';

/** The portal's i18next (started by the setup file, with the catalogues views add to it) in a language, Spanish by default. */
export async function portalI18n(lng: Language = 'es'): Promise<I18n> {
  await loadCatalogue(lng);
  await i18next.changeLanguage(lng);
  return i18next;
}

/** How the stub services answer a call: the reply body, or a thrown error (an ErpCallError for an HTTP failure). */
export type ServiceHandler = (body: Record<string, unknown>) => unknown;

/**
 * Stub ERP services: each call is recorded and answered by the handler of its path (an unknown path is a 404). A handler may return a
 * promise that the test settles, to see the view while the call travels.
 */
export function stubServices() {
  const handlers = new Map<string, ServiceHandler>([[PERMISSIONS_ENDPOINT, () => ({ statusCode: '200', result: [] })]]);
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  const client: ErpClient = {
    post: vi.fn(async <T,>(path: string, body: Record<string, unknown> = {}) => {
      calls.push({ path, body });
      const handler = handlers.get(path);
      if (!handler) throw new ErpCallError('http', path, 404, 'Not Found', `No stub for ${path}`, 'NOT_FOUND', undefined);
      const data = await handler(body);
      return { status: 200, data: data as T, headers: new Headers() } satisfies ErpReply<T>;
    }) as ErpClient['post'],
  };
  return {
    client,
    calls,
    /** Answers calls to a path. */
    on(path: string, handler: ServiceHandler) {
      handlers.set(path, handler);
    },
    /** The bodies sent to a path, in order. */
    bodies(path: string) {
      return calls.filter((c) => c.path === path).map((c) => c.body);
    },
  };
}

/** A signed-in customer user (CLIENTE) of the demo organisation, as the login stores it, with no alert pending from an earlier view. */
export function signInCustomer(overrides: Partial<SessionData> = {}): void {
  appStore.set(alertQueueAtom, []);
  appStore.set(sessionAtom, {
    tira: 'token', organizacion: 'DEMO', idOrganizacion: 1, usuario: 'CLIENTE', nombreUsuario: 'Cliente Demo', empresa: '1', nombreEmpresa: 'Demo',
    proveedor: null, sucursalProv: null, role: 'CLIENTE', idRol: 3, cliente: '000001', clienteNombre: 'Perea Márquez Hermanos S.L.', sucursal: null, sucursalNombre: null,
    sucursales: [], representante: null, agente: null, representanteNombre: null, nivelMaxArt: 0, usuarioExpertSN: 'N', permiteCreaOCSN: 'N', ...overrides,
  });
  appStore.set(reportsAtom, []);
  appStore.set(roleDatesAtom, null);
}

/**
 * Draws a view with the portal's providers (jotai store, a fresh query client with the portal's options, i18next, the base theme in the
 * language, which translates MUI's own texts) and the alert dialogs the portal shows.
 */
export function renderInPortal(ui: ReactElement, { i18n }: { i18n: I18n }): RenderResult & { queryClient: QueryClient } {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
  const theme = themeFor('base', isLanguage(i18n.language) ? i18n.language : 'es');
  const wrap = (children: ReactNode) => (
    <JotaiProvider store={appStore}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <ThemeProvider theme={theme}>
            {children}
            <AlertDialogHost />
          </ThemeProvider>
        </I18nextProvider>
      </QueryClientProvider>
    </JotaiProvider>
  );
  const result = render(wrap(ui));
  return { ...result, queryClient, rerender: (next: ReactNode) => result.rerender(wrap(next)) };
}

/** A promise with its settle functions, for a call the test answers when it chooses. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => { resolve = res; reject = rej; });
  return { promise, resolve, reject };
}
