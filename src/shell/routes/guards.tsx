import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { Navigate, useLocation } from 'react-router';
import { rememberReturn } from '../../kit/session/returnAddress';
import { isLoggedInAtom, urlInfoAtom } from '../../kit/session/sessionStore';

/** The address to come back to: the page's own (a report replaces its search part in place, past the router). */
const here = (pathname: string, search: string) => `${pathname}${window.location.pathname === pathname ? window.location.search : search}`;

/** Lets through only when url info is stored (spec 1 §2.1); otherwise back to the login page. */
export function RequireUrlInfo({ children }: { children: ReactNode }) {
  const urlInfo = useAtomValue(urlInfoAtom);
  const { pathname, search } = useLocation();
  if (!urlInfo) rememberReturn(here(pathname, search));
  return urlInfo ? children : <Navigate to="/" replace />;
}

/** Lets through only a logged-in user with a role; otherwise back to the login page (a report's link is opened after the login). */
export function RequireSession({ children }: { children: ReactNode }) {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const { pathname, search } = useLocation();
  if (!loggedIn) rememberReturn(here(pathname, search));
  return loggedIn ? children : <Navigate to="/" replace />;
}
