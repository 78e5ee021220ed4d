import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import SendOutlined from '@mui/icons-material/SendOutlined';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { MESSAGE_MAX_LENGTH } from '@contracts/chat';
import { draftChanged, draftCleared, useChatDraft } from '@/lib/chat-drafts';
import { useSessionDispatch } from '@/lib/session';
import { toastFailure } from '@/lib/toast';
import { useSendMessage } from '@/api/chat/send-message';

/**
 * Writes a message: Enter sends, Shift+Enter starts a new line; on a touch screen, whose keyboard has no Shift+Enter,
 * Enter starts a new line and the Send button sends. Cleared once the server has it, kept on a failure.
 */
export function MessageComposer({ conversationId }: { conversationId: string }) {
  const dispatch = useSessionDispatch();
  const text = useChatDraft(conversationId);
  const send = useSendMessage();
  const [sending, setSending] = useState(false);
  const touch = useMediaQuery('(pointer: coarse)');
  const tooLong = text.length > MESSAGE_MAX_LENGTH;
  const canSend = !sending && text.trim().length > 0 && !tooLong;

  const submit = async () => {
    if (!canSend) return;
    setSending(true);
    try {
      await send(conversationId, { body: text.trim() });
      dispatch(draftCleared({ conversationId }));
    } catch (error) {
      toastFailure(error, 'Failed to send message');
    } finally {
      setSending(false);
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing && !touch) {
      event.preventDefault();
      void submit();
    }
  };

  const hint = tooLong
    ? `A message is at most ${MESSAGE_MAX_LENGTH} characters`
    : touch
      ? undefined
      : 'Enter sends, Shift+Enter adds a line';
  return (
    <Box component="form" onSubmit={onSubmit} sx={{ display: 'flex', gap: 1, alignItems: 'flex-end', p: 1.5 }}>
      <TextField
        label="Message"
        multiline
        minRows={1}
        maxRows={6}
        fullWidth
        size="small"
        value={text}
        onChange={(e) => dispatch(draftChanged({ conversationId, text: e.target.value }))}
        onKeyDown={onKeyDown}
        error={tooLong}
        helperText={hint}
      />
      <Button type="submit" variant="contained" disabled={!canSend} endIcon={<SendOutlined aria-hidden />} sx={{ mb: hint ? 2.75 : 0 }}>
        {sending ? 'Sending…' : 'Send'}
      </Button>
    </Box>
  );
}
