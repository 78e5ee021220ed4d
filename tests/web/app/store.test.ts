import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAppStore, persistConfig } from '@/app/store';
import { loggedIn, loggedOut, sessionStarted } from '@/lib/session';
import { adminUser, tokens } from '../support/fixtures';

describe('store persistence', () => {
  it('persists under key root with a 5000 ms time-out, the session only', () => {
    expect(persistConfig.key).toBe('root');
    expect(persistConfig.timeout).toBe(5000);
    expect(persistConfig.whitelist).toEqual(['session']);
    expect(persistConfig.blacklist).toBeUndefined();
  });

  it('writes the tokens to localStorage persist:root but never the user', async () => {
    const { store } = createAppStore();
    store.dispatch(loggedIn({ user: adminUser }));
    store.dispatch(sessionStarted({ ...tokens, delegateAccessToken: 'delegate-1' }));

    await waitFor(() => expect(localStorage.getItem('persist:root')).toContain('access-1'));
    const raw = localStorage.getItem('persist:root') as string;
    const stored = JSON.parse(raw) as Record<string, string>;
    expect(Object.keys(stored).sort()).toEqual(['_persist', 'session']);
    expect(JSON.parse(stored.session)).toEqual({
      accessToken: 'access-1',
      refreshToken: tokens.refreshToken,
      delegateAccessToken: 'delegate-1',
    });
    expect(raw).not.toContain(adminUser.email);
    expect(raw).not.toContain(adminUser.id);
  });

  it('rehydrates the session from localStorage after a reload, without a user', async () => {
    const first = createAppStore();
    first.store.dispatch(loggedIn({ user: adminUser }));
    first.store.dispatch(sessionStarted(tokens));
    await waitFor(() => expect(localStorage.getItem('persist:root')).toContain('access-1'));

    const second = createAppStore();
    await waitFor(() => expect(second.persistor.getState().bootstrapped).toBe(true));
    expect(second.store.getState().session.accessToken).toBe('access-1');
    expect(second.store.getState().user.user).toBeNull();
  });

  it('logout clears the state and the persisted tokens', async () => {
    const { store } = createAppStore();
    store.dispatch(sessionStarted(tokens));
    await waitFor(() => expect(localStorage.getItem('persist:root')).toContain('access-1'));

    store.dispatch(loggedOut());
    expect(store.getState().session).toEqual({ accessToken: null, refreshToken: null, delegateAccessToken: null });
    await waitFor(() => expect(localStorage.getItem('persist:root') ?? '').not.toContain('access-1'));
  });
});
