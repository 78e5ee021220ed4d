import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { AccountSession } from '@contracts/account';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadError } from '@/components/load-error';
import { SectionCard } from '@/components/section-card';
import { messageOr } from '@/lib/api-errors';
import { toastFailure, toastSuccess } from '@/lib/toast';
import { useSessionActions } from '@/api/account/end-sessions';
import { useAccountSessions } from '@/api/account/get-account-sessions';
import { deviceName } from '@/features/account/lib/device-name';

export const SESSIONS_LOAD_ERROR_TEXT = 'Failed to load your sessions';
export const SIGN_OUT_FAILED_TEXT = 'Failed to sign the session out';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

type Pending = { kind: 'one'; session: AccountSession } | { kind: 'others' } | null;

/** The browsers signed in to the account: this one marked, any other signed out on its own or all at once. */
export function SessionsCard() {
  const { data, error, isLoading, mutate } = useAccountSessions();
  const actions = useSessionActions();
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);
  const others = data?.filter((session) => !session.current) ?? [];

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      const reply = pending.kind === 'one' ? await actions.end(pending.session.id) : await actions.endOthers();
      toastSuccess(reply.message);
    } catch (failure) {
      toastFailure(messageOr(failure, SIGN_OUT_FAILED_TEXT));
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  return (
    <SectionCard
      title="Where you're signed in"
      action={
        others.length > 0 && (
          <Button color="error" onClick={() => setPending({ kind: 'others' })}>
            Sign out all other sessions
          </Button>
        )
      }
    >
      {error && !data ? (
        <LoadError title={SESSIONS_LOAD_ERROR_TEXT} error={error} onRetry={() => void mutate()} />
      ) : isLoading || !data ? (
        <Stack spacing={1.5} aria-busy="true" aria-label="Loading your sessions">
          {[0, 1].map((i) => (
            <Skeleton key={i} variant="rounded" height={56} />
          ))}
        </Stack>
      ) : (
        <>
          <List aria-label="Your sessions" disablePadding>
            {data.map((session) => (
              <ListItem
                key={session.id}
                divider
                disableGutters
                secondaryAction={
                  session.current ? undefined : (
                    <Button
                      size="small"
                      color="error"
                      aria-label={`Sign out ${deviceName(session.userAgent)}, last active ${when(session.lastUsedAt)}`}
                      onClick={() => setPending({ kind: 'one', session })}
                    >
                      Sign out
                    </Button>
                  )
                }
              >
                <ListItemText
                  // This device's chip sits by its name: on the right it took a column the details needed on a phone.
                  primary={
                    session.current ? (
                      <Stack direction="row" component="span" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                        {deviceName(session.userAgent)}
                        <Chip label="This device" color="primary" size="small" component="span" />
                      </Stack>
                    ) : (
                      deviceName(session.userAgent)
                    )
                  }
                  secondary={[
                    session.ip ? `IP ${session.ip}` : 'IP unknown',
                    `last active ${when(session.lastUsedAt)}`,
                    `signed in ${when(session.createdAt)}`,
                    ...(session.actingFor ? [`acting for ${session.actingFor}`] : []),
                  ].join(' · ')}
                  sx={{ pr: session.current ? 0 : 11 }}
                />
              </ListItem>
            ))}
          </List>
          {others.length === 0 && (
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1.5 }}>
              You are signed in on this device only.
            </Typography>
          )}
        </>
      )}
      <ConfirmDialog
        open={pending !== null}
        title={pending?.kind === 'one' ? 'Sign out this session?' : 'Sign out all other sessions?'}
        confirmLabel="Sign out"
        busy={busy}
        onConfirm={() => void confirm()}
        onClose={() => setPending(null)}
      >
        {pending?.kind === 'one'
          ? `${deviceName(pending.session.userAgent)} will need your password and a code to sign in again.`
          : 'Every other browser signed in to your account will need your password and a code to sign in again.'}
      </ConfirmDialog>
    </SectionCard>
  );
}
