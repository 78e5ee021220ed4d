import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DelegateAccess } from '@contracts/auth';

export interface SessionState {
  accessToken: string | null;
  refreshToken: string | null;
  delegateAccessToken: string | null;
}

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
  delegateAccessToken?: string | null;
}

/** Ends the session everywhere: tokens, user and delegate choice (handled by both slices). */
export const loggedOut = createAction('session/loggedOut');

/** A delegate access was chosen (or cleared with nulls): the token goes to the session, the access to the user slice. */
export const delegateAccessSelected = createAction<{
  delegateAccess: DelegateAccess | null;
  delegateAccessToken: string | null;
}>('session/delegateAccessSelected');

const initialState: SessionState = { accessToken: null, refreshToken: null, delegateAccessToken: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    sessionStarted(_state, action: PayloadAction<SessionTokens>) {
      return {
        accessToken: action.payload.accessToken,
        refreshToken: action.payload.refreshToken,
        delegateAccessToken: action.payload.delegateAccessToken ?? null,
      };
    },
    /** The server rotates the refresh token: both are replaced; the delegate token only when the reply names it. */
    tokensRefreshed(state, action: PayloadAction<SessionTokens>) {
      state.accessToken = action.payload.accessToken;
      state.refreshToken = action.payload.refreshToken;
      if ('delegateAccessToken' in action.payload) {
        state.delegateAccessToken = action.payload.delegateAccessToken ?? null;
      }
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(delegateAccessSelected, (state, action) => {
        state.delegateAccessToken = action.payload.delegateAccessToken;
      })
      .addCase(loggedOut, () => initialState);
  },
});

export const { sessionStarted, tokensRefreshed } = sessionSlice.actions;
