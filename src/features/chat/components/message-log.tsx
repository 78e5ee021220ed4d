import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import type { ChatMessage } from '@contracts/chat';
import { formatChatDateTime, formatChatTime } from '../lib/chat-time';

interface MessageLogProps {
  title: string;
  /** Oldest first: the newest is at the bottom. */
  messages: ChatMessage[];
  myId: string | null;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
}

function MessageBubble({ message, mine }: { message: ChatMessage; mine: boolean }) {
  if (message.type === 'system') {
    return (
      <Typography variant="caption" component="p" sx={{ textAlign: 'center', color: 'text.secondary', my: 1 }}>
        {message.body}
      </Typography>
    );
  }
  return (
    <Box component="article" sx={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start', my: 0.75 }}>
      <Box
        sx={{
          maxWidth: '80%',
          px: 1.5,
          py: 1,
          borderRadius: 2,
          bgcolor: mine ? 'primary.main' : 'action.hover',
          color: mine ? 'primary.contrastText' : 'text.primary',
        }}
      >
        <Typography component="p" variant="caption" sx={{ fontWeight: 600, opacity: 0.85 }}>
          {mine ? 'You' : message.senderName}
        </Typography>
        <Typography component="p" variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.body}
        </Typography>
        <Typography component="p" variant="caption" sx={{ opacity: 0.85, textAlign: 'right' }}>
          <time dateTime={message.createdAt} title={formatChatDateTime(message.createdAt)}>
            {formatChatTime(message.createdAt)}
          </time>
          {mine && (message.read ? ' · Read' : ' · Sent')}
        </Typography>
      </Box>
    </Box>
  );
}

/** The conversation's messages as a live log (screen readers hear new ones), kept scrolled to the newest. */
export function MessageLog({ title, messages, myId, hasOlder, loadingOlder, onLoadOlder }: MessageLogProps) {
  const box = useRef<HTMLDivElement>(null);
  const newest = messages.at(-1)?.id;
  useEffect(() => {
    const el = box.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [newest]);

  return (
    <Box
      ref={box}
      role="log"
      aria-live="polite"
      aria-label={`Messages with ${title}`}
      tabIndex={0}
      sx={{ flexGrow: 1, overflowY: 'auto', px: 2, py: 1, minHeight: 0 }}
    >
      {hasOlder && (
        <Box sx={{ textAlign: 'center', mb: 1 }}>
          <Button size="small" onClick={onLoadOlder} disabled={loadingOlder}>
            {loadingOlder ? 'Loading…' : 'Load older messages'}
          </Button>
        </Box>
      )}
      {messages.length === 0 ? (
        <Typography sx={{ color: 'text.secondary', textAlign: 'center', mt: 4 }}>No messages yet</Typography>
      ) : (
        messages.map((m) => <MessageBubble key={m.id} message={m} mine={m.senderId === myId} />)
      )}
    </Box>
  );
}
