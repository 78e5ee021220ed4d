import { describe, expect, it } from 'vitest';
import {
  delegateAccessSelected,
  delegateSelectionRequired,
  loggedIn,
  loggedOut,
  profileUpdated,
  sessionSlice,
  sessionStarted,
  tokensRefreshed,
  userLoaded,
  userSlice,
  type SessionState,
  type UserState,
} from '@/lib/session';
import { adminUser, delegateAccess, patientUser, tokens } from '../support/fixtures';

const user = (state: UserState | undefined, action: Parameters<typeof userSlice.reducer>[1]) => userSlice.reducer(state, action);
const session = (state: SessionState | undefined, action: Parameters<typeof sessionSlice.reducer>[1]) =>
  sessionSlice.reducer(state, action);

describe('user reducer', () => {
  it('login stores the user', () => {
    const state = user(undefined, loggedIn({ user: adminUser }));
    expect(state).toEqual({
      user: adminUser,
      requiresDelegateSelection: false,
      delegateAccesses: [],
      selectedDelegateAccess: null,
      actingAs: null,
    });
  });

  it('the delegate step stores user and accesses, then one is selected', () => {
    let state = user(undefined, delegateSelectionRequired({ user: adminUser, delegateAccesses: [delegateAccess] }));
    expect(state.user).toEqual(adminUser);
    expect(state.delegateAccesses).toEqual([delegateAccess]);
    expect(state.requiresDelegateSelection).toBe(true);

    state = user(state, delegateAccessSelected({ delegateAccess, delegateAccessToken: 'delegate-1' }));
    expect(state.selectedDelegateAccess).toEqual(delegateAccess);
    expect(state.requiresDelegateSelection).toBe(false);
    expect(state.user).toEqual(adminUser);
  });

  it('the choice can be cleared', () => {
    let state = user(undefined, delegateSelectionRequired({ user: adminUser, delegateAccesses: [delegateAccess] }));
    state = user(state, delegateAccessSelected({ delegateAccess, delegateAccessToken: 'delegate-1' }));
    state = user(state, delegateAccessSelected({ delegateAccess: null, delegateAccessToken: null }));
    expect(state.selectedDelegateAccess).toBeNull();
    expect(state.requiresDelegateSelection).toBe(false);
  });

  it('userLoaded (after /auth/me) stores the user and the selected access', () => {
    const state = user(undefined, userLoaded({ user: adminUser, delegateAccess }));
    expect(state.user).toEqual(adminUser);
    expect(state.selectedDelegateAccess).toEqual(delegateAccess);
  });

  it('an acting session ("act as") stores who acts, from the sign-in or from /auth/me', () => {
    const actingAs = { actorName: 'Alex Admin', actorEmail: 'admin@demo.test', expiresAt: '2026-01-01T00:30:00.000Z' };
    expect(user(undefined, loggedIn({ user: adminUser, actingAs })).actingAs).toEqual(actingAs);
    expect(user(undefined, userLoaded({ user: adminUser, delegateAccess: null, actingAs })).actingAs).toEqual(actingAs);
    expect(user(user(undefined, loggedIn({ user: adminUser, actingAs })), loggedOut()).actingAs).toBeNull();
  });

  it('logout clears the user, the delegate flags and the selection', () => {
    let state = user(undefined, delegateSelectionRequired({ user: adminUser, delegateAccesses: [delegateAccess] }));
    state = user(state, loggedOut());
    expect(state).toEqual({
      user: null,
      requiresDelegateSelection: false,
      delegateAccesses: [],
      selectedDelegateAccess: null,
      actingAs: null,
    });

    state = user(user(undefined, loggedIn({ user: adminUser })), delegateAccessSelected({ delegateAccess, delegateAccessToken: 'd' }));
    expect(user(state, loggedOut()).selectedDelegateAccess).toBeNull();
  });
});

describe('profileUpdated', () => {
  it('merges only the non-empty provided fields', () => {
    const start = user(undefined, loggedIn({ user: patientUser }));
    const state = user(start, profileUpdated({ firstName: 'Patricia', lastName: '', email: '   ', phoneNumber: null }));
    expect(state.user).toMatchObject({
      firstName: 'Patricia',
      lastName: patientUser.lastName,
      email: patientUser.email,
      phoneNumber: patientUser.phoneNumber,
    });
  });

  it('puts address fields only into the patient sub-record', () => {
    const start = user(undefined, loggedIn({ user: patientUser }));
    const state = user(start, profileUpdated({ city: 'Denver', zipcode: '80014', address2: '' }));
    expect(state.user?.patient).toEqual({ ...patientUser.patient, city: 'Denver', zipcode: '80014' });
    expect(state.user).not.toHaveProperty('city');
    expect(state.user).not.toHaveProperty('zipcode');
  });

  it('does nothing without a user', () => {
    expect(user(undefined, profileUpdated({ firstName: 'X' })).user).toBeNull();
  });
});

describe('session reducer', () => {
  it('sessionStarted stores the tokens', () => {
    expect(session(undefined, sessionStarted(tokens))).toEqual({ ...tokens, delegateAccessToken: null });
  });

  it('tokensRefreshed replaces both tokens and the delegate token only when given', () => {
    const started = session(undefined, sessionStarted({ ...tokens, delegateAccessToken: 'd-1' }));
    const kept = session(started, tokensRefreshed({ accessToken: 'a-2', refreshToken: 'r-2' }));
    expect(kept).toEqual({ accessToken: 'a-2', refreshToken: 'r-2', delegateAccessToken: 'd-1' });
    const replaced = session(started, tokensRefreshed({ accessToken: 'a-3', refreshToken: 'r-3', delegateAccessToken: 'd-3' }));
    expect(replaced.delegateAccessToken).toBe('d-3');
  });

  it('a delegate selection sets or clears the delegate token; logout clears all tokens', () => {
    let state = session(undefined, sessionStarted(tokens));
    state = session(state, delegateAccessSelected({ delegateAccess, delegateAccessToken: 'd-1' }));
    expect(state.delegateAccessToken).toBe('d-1');
    state = session(state, delegateAccessSelected({ delegateAccess: null, delegateAccessToken: null }));
    expect(state.delegateAccessToken).toBeNull();
    expect(session(state, loggedOut())).toEqual({ accessToken: null, refreshToken: null, delegateAccessToken: null });
  });
});
