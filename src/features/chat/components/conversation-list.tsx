import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Conversation } from '@contracts/chat';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { useSessionSelector } from '@/lib/session';
import { formatChatTime } from '../lib/chat-time';

interface ConversationListProps {
  conversations: Conversation[] | undefined;
  error: unknown;
  isLoading: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  activeId: string | null;
  myId: string | null;
  onOpen: (id: string) => void;
  onLoadOlder: () => void;
  onRetry: () => void;
  onNew: () => void;
}

function preview(conversation: Conversation, myId: string | null) {
  const last = conversation.lastMessage;
  if (!last) return 'No messages yet';
  return last.senderId === myId ? `You: ${last.body}` : last.body;
}

/** The caller's conversations, most recent first: title, last message, its time and the unread count. */
export function ConversationList(props: ConversationListProps) {
  const { conversations, error, isLoading, hasOlder, loadingOlder, activeId, myId, onOpen, onLoadOlder, onRetry, onNew } = props;
  const isPatient = useSessionSelector((s) => s.user.user?.role === 'PATIENT');

  if (error && !conversations) return <LoadError title="Error fetching conversations" error={error} onRetry={onRetry} />;
  if (isLoading || !conversations) {
    return (
      <Stack spacing={1} aria-busy="true" aria-label="Loading conversations" sx={{ p: 1 }}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={56} />
        ))}
      </Stack>
    );
  }
  if (conversations.length === 0) {
    return (
      <EmptyState
        title="No conversations yet"
        description={isPatient ? 'Start one with your care team.' : 'Start one with a patient or a colleague.'}
        action={
          <Button variant="contained" onClick={onNew}>
            New conversation
          </Button>
        }
      />
    );
  }

  return (
    <Box component="nav" aria-label="Conversations">
      <List disablePadding>
        {conversations.map((c) => (
          <ListItem key={c.id} disablePadding>
            <ListItemButton
              selected={c.id === activeId}
              aria-current={c.id === activeId ? 'true' : undefined}
              onClick={() => onOpen(c.id)}
              sx={{ alignItems: 'flex-start', gap: 1, borderBottom: 1, borderColor: 'divider' }}
            >
              <Box sx={{ minWidth: 0, flexGrow: 1 }}>
                <Typography component="span" sx={{ display: 'block', fontWeight: c.unreadCount ? 700 : 500 }} noWrap>
                  {c.title}
                </Typography>
                <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }} noWrap>
                  {preview(c, myId)}
                </Typography>
              </Box>
              <Stack spacing={0.5} sx={{ alignItems: 'flex-end', flexShrink: 0 }}>
                <Typography component="span" variant="caption" sx={{ color: 'text.secondary' }}>
                  {formatChatTime(c.lastMessage?.createdAt ?? c.updatedAt)}
                </Typography>
                {c.unreadCount > 0 && <Chip size="small" color="primary" label={`${c.unreadCount} unread`} />}
              </Stack>
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      {hasOlder && (
        <Box sx={{ p: 1, textAlign: 'center' }}>
          <Button onClick={onLoadOlder} disabled={loadingOlder}>
            {loadingOlder ? 'Loading…' : 'Load older conversations'}
          </Button>
        </Box>
      )}
    </Box>
  );
}
