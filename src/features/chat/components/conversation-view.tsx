import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef } from 'react';
import { LoadError } from '@/components/load-error';
import { useMessages } from '@/api/chat/get-messages';
import { useMarkRead } from '@/api/chat/mark-read';
import { MessageComposer } from './message-composer';
import { MessageLog } from './message-log';

interface ConversationViewProps {
  conversationId: string;
  title: string;
  myId: string | null;
  /** On a phone: back to the list. */
  onBack?: () => void;
}

/** One conversation: its messages (newest at the bottom, older on demand) and the composer. Marks what it shows read. */
export function ConversationView({ conversationId, title, myId, onBack }: ConversationViewProps) {
  const { data, error, isLoading, size, setSize, mutate, isValidating } = useMessages(conversationId);
  const markRead = useMarkRead();
  const messages = useMemo(() => (data ?? []).flatMap((page) => page.items).reverse(), [data]);
  const hasOlder = Boolean(data?.at(-1)?.nextBefore);
  const loadingOlder = isValidating && size > (data?.length ?? 0);

  // Received messages still unread are marked read once shown; each id is sent once (again only after a failure).
  const unread = messages.filter((m) => !m.read && m.senderId !== myId).map((m) => m.id);
  const unreadKey = unread.join(',');
  const sent = useRef(new Set<string>());
  useEffect(() => {
    const ids = unreadKey ? unreadKey.split(',').filter((id) => !sent.current.has(id)) : [];
    if (ids.length === 0) return;
    ids.forEach((id) => sent.current.add(id));
    markRead(conversationId, ids).catch(() => ids.forEach((id) => sent.current.delete(id)));
  }, [conversationId, unreadKey, markRead]);

  let body;
  if (error && !data) {
    body = (
      <Box sx={{ p: 2 }}>
        <LoadError title="Error fetching messages" error={error} onRetry={() => void mutate()} />
      </Box>
    );
  } else if (isLoading || !data) {
    body = (
      <Stack spacing={1} sx={{ p: 2, flexGrow: 1 }} aria-busy="true" aria-label="Loading messages">
        <Skeleton variant="rounded" height={48} width="60%" />
        <Skeleton variant="rounded" height={48} width="50%" sx={{ alignSelf: 'flex-end' }} />
        <Skeleton variant="rounded" height={48} width="70%" />
      </Stack>
    );
  } else {
    body = (
      <MessageLog
        title={title}
        messages={messages}
        myId={myId}
        hasOlder={hasOlder}
        loadingOlder={loadingOlder}
        onLoadOlder={() => void setSize(size + 1)}
      />
    );
  }

  return (
    <Box component="section" aria-labelledby="chat-conversation-title" sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5 }}>
        {onBack && (
          <Button onClick={onBack} startIcon={<ArrowBackOutlined aria-hidden />}>
            Back
          </Button>
        )}
        <Typography id="chat-conversation-title" variant="h2" sx={{ fontSize: '1.125rem', minWidth: 0 }} noWrap>
          {title}
        </Typography>
      </Box>
      <Divider />
      {body}
      <Divider />
      <MessageComposer conversationId={conversationId} />
    </Box>
  );
}
