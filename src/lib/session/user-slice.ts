import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ActingAs, DelegateAccess, User } from '@contracts/auth';
import { mergeProfile, type ProfileUpdate } from './profile-merge';
import { delegateAccessSelected, loggedOut } from './session-slice';

export interface UserState {
  user: User | null;
  requiresDelegateSelection: boolean;
  delegateAccesses: DelegateAccess[];
  selectedDelegateAccess: DelegateAccess | null;
  /** An administrator acting as `user` ("act as"): who, and until when; null otherwise. */
  actingAs: ActingAs | null;
}

const initialState: UserState = {
  user: null,
  requiresDelegateSelection: false,
  delegateAccesses: [],
  selectedDelegateAccess: null,
  actingAs: null,
};

export const userSlice = createSlice({
  name: 'user',
  initialState,
  reducers: {
    loggedIn(state, action: PayloadAction<{ user: User; delegateAccesses?: DelegateAccess[]; actingAs?: ActingAs | null }>) {
      state.user = action.payload.user;
      state.actingAs = action.payload.actingAs ?? null;
      state.delegateAccesses = action.payload.delegateAccesses ?? [];
      state.requiresDelegateSelection = false;
      state.selectedDelegateAccess = null;
    },
    /** Signed in, but the user must first choose whom to act for. */
    delegateSelectionRequired(state, action: PayloadAction<{ user: User; delegateAccesses: DelegateAccess[] }>) {
      state.user = action.payload.user;
      state.delegateAccesses = action.payload.delegateAccesses;
      state.requiresDelegateSelection = true;
      state.selectedDelegateAccess = null;
    },
    /** The user came back from GET /auth/me after a reload. */
    userLoaded(state, action: PayloadAction<{ user: User; delegateAccess: DelegateAccess | null; actingAs?: ActingAs | null }>) {
      state.user = action.payload.user;
      state.actingAs = action.payload.actingAs ?? null;
      state.selectedDelegateAccess = action.payload.delegateAccess;
      state.requiresDelegateSelection = false;
    },
    profileUpdated(state, action: PayloadAction<ProfileUpdate>) {
      if (state.user) state.user = mergeProfile(state.user, action.payload);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(delegateAccessSelected, (state, action) => {
        state.selectedDelegateAccess = action.payload.delegateAccess;
        state.requiresDelegateSelection = false;
      })
      .addCase(loggedOut, () => initialState);
  },
});

export const { loggedIn, delegateSelectionRequired, userLoaded, profileUpdated } = userSlice.actions;
