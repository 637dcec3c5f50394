import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { Navigate } from 'react-router';
import { isLoggedInAtom, urlInfoAtom } from '../../kit/session/sessionStore';

/** Lets through only when url info is stored (spec 1 §2.1); otherwise back to the login page. */
export function RequireUrlInfo({ children }: { children: ReactNode }) {
  const urlInfo = useAtomValue(urlInfoAtom);
  return urlInfo ? children : <Navigate to="/" replace />;
}

/** Lets through only a logged-in user with a role; otherwise back to the login page. */
export function RequireSession({ children }: { children: ReactNode }) {
  const loggedIn = useAtomValue(isLoggedInAtom);
  return loggedIn ? children : <Navigate to="/" replace />;
}
