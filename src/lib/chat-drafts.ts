import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { useSelector } from 'react-redux';
import { loggedOut } from './session';

/**
 * What the chat composer holds, per conversation: in memory only (SPEC §4: chat state is not persisted; the store's
 * persist whitelist names only the session). The open conversation is in the URL (/messages?c=<id>), not here.
 */
export interface ChatDraftsState {
  drafts: Record<string, string>;
}

const initialState: ChatDraftsState = { drafts: {} };

export const chatDraftsSlice = createSlice({
  name: 'chat',
  initialState,
  reducers: {
    draftChanged(state, action: PayloadAction<{ conversationId: string; text: string }>) {
      const { conversationId, text } = action.payload;
      if (text) state.drafts[conversationId] = text;
      else delete state.drafts[conversationId];
    },
    draftCleared(state, action: PayloadAction<{ conversationId: string }>) {
      delete state.drafts[action.payload.conversationId];
    },
  },
  extraReducers: (builder) => builder.addCase(loggedOut, () => initialState),
});

export const { draftChanged, draftCleared } = chatDraftsSlice.actions;

/** The composer's text for a conversation ('' for none). */
export const useChatDraft = (conversationId: string) => useSelector((s: { chat: ChatDraftsState }) => s.chat.drafts[conversationId] ?? '');
