import type { SessionState } from './session-slice';
import type { UserState } from './user-slice';

/** The slice of the root state that lib/session owns; app/store.ts builds the full root state from it. */
export interface SessionRootState {
  session: SessionState;
  user: UserState;
}

export const selectSession = (s: SessionRootState) => s.session;
export const selectAccessToken = (s: SessionRootState) => s.session.accessToken;
export const selectIsSignedIn = (s: SessionRootState) => s.session.accessToken !== null;
export const selectUser = (s: SessionRootState) => s.user.user;
export const selectUserState = (s: SessionRootState) => s.user;
export const selectSelectedDelegateAccess = (s: SessionRootState) => s.user.selectedDelegateAccess;

export function fullName(person: { firstName: string; lastName: string } | null | undefined): string {
  if (!person) return '';
  return `${person.firstName} ${person.lastName}`.trim();
}
