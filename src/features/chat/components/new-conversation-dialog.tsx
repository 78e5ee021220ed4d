import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import type { ChatUser, Conversation } from '@contracts/chat';
import { humanize } from '@/lib/format';
import { toastFailure } from '@/lib/toast';
import { useCreateConversation } from '@/api/chat/create-conversation';
import { useChatUserSearch } from '@/api/chat/search-users';

/** How long typing pauses before the search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

interface NewConversationDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated: (conversation: Conversation) => void;
}

function useDebounced(value: string, ms: number) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** Finds people the caller may talk to, chooses one or more, and starts (or reopens) the conversation with them. */
export function NewConversationDialog({ open, onClose, onCreated }: NewConversationDialogProps) {
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<ChatUser[]>([]);
  const [creating, setCreating] = useState(false);
  const query = useDebounced(text, SEARCH_DEBOUNCE_MS).trim();
  const search = useChatUserSearch(query);
  const create = useCreateConversation();

  const close = () => {
    setText('');
    setChosen([]);
    onClose();
  };
  const toggle = (user: ChatUser) =>
    setChosen((list) => (list.some((u) => u.id === user.id) ? list.filter((u) => u.id !== user.id) : [...list, user]));
  const start = async () => {
    setCreating(true);
    try {
      const conversation = await create({ phones: chosen.map((u) => u.phone).filter((p): p is string => Boolean(p)) });
      setText('');
      setChosen([]);
      onCreated(conversation);
    } catch (error) {
      toastFailure(error, 'Failed to start conversation');
    } finally {
      setCreating(false);
    }
  };

  let results;
  if (!query) results = <Typography sx={{ color: 'text.secondary' }}>Type a name, email or phone.</Typography>;
  else if (search.error) results = <Alert severity="error">Error searching people</Alert>;
  else if (!search.data || (search.isValidating && search.data.length === 0))
    results = <Typography sx={{ color: 'text.secondary' }}>Searching…</Typography>;
  else if (search.data.length === 0) results = <Typography sx={{ color: 'text.secondary' }}>No one found</Typography>;
  else {
    results = (
      <Stack role="group" aria-label="People found">
        {search.data.map((user) => (
          <FormControlLabel
            key={user.id}
            disabled={!user.phone}
            control={<Checkbox checked={chosen.some((u) => u.id === user.id)} onChange={() => toggle(user)} />}
            label={
              <span>
                {user.fullName}{' '}
                <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                  {humanize(user.role)}
                  {!user.phone && ' · no phone number'}
                </Typography>
              </span>
            }
          />
        ))}
      </Stack>
    );
  }

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="new-conversation-title">
      <DialogTitle id="new-conversation-title">New conversation</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField label="Search people" value={text} onChange={(e) => setText(e.target.value)} autoFocus fullWidth type="search" />
          {chosen.length > 0 && (
            <Box aria-label="Chosen people" role="group" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {chosen.map((u) => (
                <Chip key={u.id} label={u.fullName} onDelete={() => toggle(u)} />
              ))}
            </Box>
          )}
          {results}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        <Button variant="contained" onClick={() => void start()} disabled={chosen.length === 0 || creating}>
          {creating ? 'Starting…' : 'Start conversation'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
