import AddCommentOutlined from '@mui/icons-material/AddCommentOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { selectUser, useSessionSelector } from '@/lib/session';
import { useConversations } from '@/api/chat/get-conversations';
import { ConversationList } from '../components/conversation-list';
import { ConversationView } from '../components/conversation-view';
import { NewConversationDialog } from '../components/new-conversation-dialog';
import { useChatSocket } from '../hooks/use-chat-socket';

/** The URL's `?c=` names the open conversation: a link can open it, and the browser's Back closes it on a phone. */
const CONVERSATION_PARAM = 'c';
/** Whom the caller talks with here (README "Chat": who may talk to whom). */
const patientSubtitle = 'Talk with your care team and your doctor.';
const staffSubtitle = 'Talk with the people you work with.';

/**
 * /messages (every signed-in portal): the caller's conversations beside the open one; on a phone, one view at a time
 * with a Back button. Realtime through the chat socket while the page is open.
 */
export function MessagesPage() {
  const me = useSessionSelector(selectUser);
  const myId = me?.id ?? null;
  const [params, setParams] = useSearchParams();
  const activeId = params.get(CONVERSATION_PARAM);
  const [creating, setCreating] = useState(false);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  const list = useConversations();
  const status = useChatSocket({ myId, openConversationId: activeId });

  const conversations = list.data?.flatMap((page) => page.items);
  const totalUnread = list.data?.[0]?.totalUnread ?? 0;
  const active = conversations?.find((c) => c.id === activeId);
  const open = (id: string) => setParams({ [CONVERSATION_PARAM]: id });
  const back = () => setParams({});

  const showList = !phone || !activeId;
  const showConversation = !phone || Boolean(activeId);

  return (
    <>
      <PageHeader
        title="Messages"
        subtitle={totalUnread > 0 ? `${totalUnread} unread` : me?.role === 'PATIENT' ? patientSubtitle : staffSubtitle}
        actions={
          <Button variant="contained" startIcon={<AddCommentOutlined aria-hidden />} onClick={() => setCreating(true)}>
            New conversation
          </Button>
        }
      />
      {status === 'closed' && (
        <Typography role="status" variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          Reconnecting to live updates…
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 2, height: { md: 'calc(100vh - 240px)' }, minHeight: { md: 480 } }}>
        {showList && (
          <Paper variant="outlined" sx={{ width: { xs: '100%', md: 340 }, flexShrink: 0, overflowY: 'auto' }}>
            <ConversationList
              conversations={conversations}
              error={list.error}
              isLoading={list.isLoading}
              hasOlder={Boolean(list.data?.at(-1)?.nextBefore)}
              loadingOlder={list.isValidating && list.size > (list.data?.length ?? 0)}
              activeId={activeId}
              myId={myId}
              onOpen={open}
              onLoadOlder={() => void list.setSize(list.size + 1)}
              onRetry={() => void list.mutate()}
              onNew={() => setCreating(true)}
            />
          </Paper>
        )}
        {showConversation && (
          <Paper variant="outlined" sx={{ flexGrow: 1, minWidth: 0, height: { xs: 'calc(100vh - 200px)', md: 'auto' } }}>
            {activeId ? (
              <ConversationView
                key={activeId}
                conversationId={activeId}
                title={active?.title ?? 'Conversation'}
                myId={myId}
                onBack={phone ? back : undefined}
              />
            ) : (
              <Box sx={{ display: 'grid', placeItems: 'center', height: '100%', p: 3 }}>
                <Typography sx={{ color: 'text.secondary' }}>Choose a conversation, or start a new one.</Typography>
              </Box>
            )}
          </Paper>
        )}
      </Box>
      <NewConversationDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(conversation) => {
          setCreating(false);
          open(conversation.id);
        }}
      />
    </>
  );
}
