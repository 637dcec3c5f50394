import { describe, expect, it, vi } from 'vitest';
import { crossTabRefresh, REFRESH_LOCK, type RefreshLocks, type SharedTokens } from '../../src/api/crossTabRefresh';
import { singleFlight } from '../../src/api/singleFlight';

/** A lock manager shared by the fake tabs: callbacks of one name run one after the other, like navigator.locks. */
function fakeLocks(): RefreshLocks & { names: string[] } {
  let tail: Promise<unknown> = Promise.resolve();
  const names: string[] = [];
  return {
    names,
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      names.push(name);
      const run = tail.then(callback);
      tail = run.catch(() => undefined);
      return run;
    },
  };
}

/** Local storage shared by the tabs, and a server that rotates refresh tokens and remembers every one presented to it. */
function world() {
  const storage = { access: 'T1', refresh: 'R1' };
  const presented: string[] = [];
  let n = 1;
  const server = async (refreshToken: string) => {
    presented.push(refreshToken);
    await new Promise((r) => setTimeout(r, 5));
    n += 1;
    return { access: `T${n}`, refresh: `R${n}` };
  };
  /** One tab: its refresh reads the shared storage, calls the server and stores the answer, as the portal client does. */
  const tab = (locks: RefreshLocks | undefined) => {
    const shared: SharedTokens = {
      refreshToken: () => storage.refresh,
      accessToken: () => storage.access,
      adopt: vi.fn(),
    };
    const refresh = async () => {
      const next = await server(storage.refresh);
      Object.assign(storage, next);
      return next.access;
    };
    return { refresh: singleFlight(crossTabRefresh(refresh, shared, locks)), shared };
  };
  return { storage, presented, tab };
}

describe('token refresh across tabs', () => {
  it('two tabs refreshing together present the refresh token once; the tab that waited takes over the new tokens', async () => {
    const { presented, tab } = world();
    const locks = fakeLocks();
    const a = tab(locks);
    const b = tab(locks);
    const tokens = await Promise.all([a.refresh(), b.refresh(), a.refresh(), b.refresh()]);
    expect(presented).toEqual(['R1']);
    expect(tokens).toEqual(['T2', 'T2', 'T2', 'T2']);
    expect(b.shared.adopt).toHaveBeenCalledWith('T2', 'R2');
    expect(locks.names).toEqual([REFRESH_LOCK, REFRESH_LOCK]);
  });
  it('a later refresh presents the rotated token', async () => {
    const { presented, tab } = world();
    const locks = fakeLocks();
    const a = tab(locks);
    const b = tab(locks);
    expect(await a.refresh()).toBe('T2');
    expect(await b.refresh()).toBe('T3');
    expect(presented).toEqual(['R1', 'R2']);
    expect(b.shared.adopt).not.toHaveBeenCalled();
  });
  it('without the Web Locks API it still refreshes (one tab)', async () => {
    const { presented, tab } = world();
    const a = tab(undefined);
    expect(await Promise.all([a.refresh(), a.refresh()])).toEqual(['T2', 'T2']);
    expect(presented).toEqual(['R1']);
  });
});
