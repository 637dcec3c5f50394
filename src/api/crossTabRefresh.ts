/** The part of the Web Locks API (navigator.locks) the refresh uses; absent outside secure contexts and in Node. */
export interface RefreshLocks {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/** The tokens every tab of the portal shares (local storage), read afresh on each call, and how a tab takes over tokens another tab obtained. */
export interface SharedTokens {
  refreshToken(): string | null;
  accessToken(): string | undefined;
  adopt(accessToken: string, refreshToken: string): void;
}

/** Name of the lock the portal's tabs refresh under. */
export const REFRESH_LOCK = 'portal-token-refresh';

/**
 * Makes a token refresh safe across the portal's tabs. The server revokes a whole session when a refresh token is presented twice,
 * so two tabs must never present the same one: the refresh runs under a lock the tabs share, and a tab that finds, once it holds the lock,
 * that the stored refresh token changed since it asked takes over the access token another tab obtained instead of calling the server.
 * Within one tab, concurrent 401s already share one refresh (singleFlight in the ERP client).
 */
export function crossTabRefresh(refresh: () => Promise<string>, shared: SharedTokens, locks: RefreshLocks | undefined): () => Promise<string> {
  return async () => {
    const seen = shared.refreshToken();
    const run = async (): Promise<string> => {
      const stored = shared.refreshToken();
      const access = shared.accessToken();
      if (stored && stored !== seen && access) {
        shared.adopt(access, stored);
        return access;
      }
      return refresh();
    };
    return locks ? locks.request(REFRESH_LOCK, run) : run();
  };
}
