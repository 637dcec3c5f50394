import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { Navigate, useLocation } from 'react-router';
import { rememberReturn } from '../../kit/session/returnAddress';
import { isLoggedInAtom, urlInfoAtom } from '../../kit/session/sessionStore';

/** Lets through only when url info is stored (spec 1 §2.1); otherwise back to the login page. */
export function RequireUrlInfo({ children }: { children: ReactNode }) {
  const urlInfo = useAtomValue(urlInfoAtom);
  const { pathname, search } = useLocation();
  if (!urlInfo) rememberReturn(`${pathname}${search}`);
  return urlInfo ? children : <Navigate to="/" replace />;
}

/** Lets through only a logged-in user with a role; otherwise back to the login page (a report's link is opened after the login). */
export function RequireSession({ children }: { children: ReactNode }) {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const { pathname, search } = useLocation();
  if (!loggedIn) rememberReturn(`${pathname}${search}`);
  return loggedIn ? children : <Navigate to="/" replace />;
}
