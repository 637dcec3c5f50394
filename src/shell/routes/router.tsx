import type { ComponentType } from 'react';
import { createBrowserRouter, Outlet } from 'react-router';
import { AlertDialogHost } from '../../kit/dialogs/AlertDialogHost';
import { AppSnackbar } from '../../kit/dialogs/AppSnackbar';
import { UpdatePrompt } from '../../kit/pwa/UpdatePrompt';
import { setAuthFailureListener } from '../../kit/session/portalClient';
import { notify } from '../../kit/dialogs/notifications';
import { LoginPage } from '../../features/login/LoginPage';
import { RequireSession, RequireUrlInfo } from './guards';
import { RouteErrorPage } from './RouteErrorPage';
import i18next from 'i18next';

function Root() {
  return (
    <>
      <Outlet />
      <AlertDialogHost />
      <AppSnackbar />
      <UpdatePrompt />
    </>
  );
}

const lazyPage = <T,>(load: () => Promise<T>, pick: (m: T) => ComponentType) => async () => ({ Component: pick(await load()) });

/** The portal's routes (spec 1 §2.1); screens after login load lazily. */
export const router = createBrowserRouter([
  {
    element: <Root />,
    // A page that fails to load or draw says so in the user's language (not the router's developer page).
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/', element: <LoginPage /> },
      { path: '/login/:pToken', lazy: lazyPage(() => import('../../features/login/TokenLoginPage'), (m) => m.TokenLoginPage) },
      { path: '/login/:pToken/:pTienda', lazy: lazyPage(() => import('../../features/login/TokenLoginPage'), (m) => m.TokenLoginPage) },
      { path: '/loginExpert/:pToken', lazy: lazyPage(() => import('../../features/login/TokenLoginPage'), (m) => () => <m.TokenLoginPage expert />) },
      { path: '/style', lazy: lazyPage(() => import('../../features/style/StylePage'), (m) => () => <RequireUrlInfo><m.StylePage /></RequireUrlInfo>) },
      {
        lazy: lazyPage(() => import('../layout/AppLayout'), (m) => () => <RequireSession><m.AppLayout /></RequireSession>),
        children: [
          { path: '/informes', lazy: lazyPage(() => import('../../features/reports-home/ReportsHomePage'), (m) => () => <RequireUrlInfo><m.ReportsHomePage /></RequireUrlInfo>) },
          // A report entry's own address (its `url`, e.g. /informes/estado_ped_alb) opens the home with that report open.
          { path: '/informes/:report', lazy: lazyPage(() => import('../../features/reports-home/ReportsHomePage'), (m) => () => <RequireUrlInfo><m.ReportsHomePage /></RequireUrlInfo>) },
          { path: '/miCuenta', lazy: lazyPage(() => import('../../features/account/AccountPage'), (m) => m.AccountPage) },
          { path: '/administracion/usuarios', lazy: lazyPage(() => import('../../features/users/UsersAdminPage'), (m) => m.UsersAdminPage) },
          { path: '/administracion/informes', lazy: lazyPage(() => import('../../features/designer/DesignerPage'), (m) => m.DesignerPage) },
          // One definition open in the designer: its own address, so leaving it with unsaved changes (back button too) asks first.
          { path: '/administracion/informes/:informe', lazy: lazyPage(() => import('../../features/designer/DesignerPage'), (m) => m.DesignerPage) },
          { path: '/tracking', lazy: lazyPage(() => import('../../features/tracking/TrackingPage'), (m) => m.TrackingPage) },
          { path: '/presupuestos', lazy: lazyPage(() => import('../../features/quotes/quoteScreens'), (m) => m.QuotesListScreen) },
          { path: '/presupuestos/resumen/:id', lazy: lazyPage(() => import('../../features/quotes/quoteScreens'), (m) => m.QuoteSummaryScreen) },
          { path: '/presupuestos/asistente', lazy: lazyPage(() => import('../../features/quotes/quoteScreens'), (m) => m.QuoteWizardScreen) },
          { path: '*', lazy: lazyPage(() => import('./NotFoundPage'), (m) => m.NotFoundPage) },
        ],
      },
    ],
  },
]);

setAuthFailureListener(() => {
  notify('error', i18next.t('errors.sessionEnded'));
  void router.navigate('/', { replace: true });
});
