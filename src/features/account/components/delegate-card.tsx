import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { Role } from '@contracts/common';
import { DelegateTable } from '@/components/delegate-table';
import { LoadError } from '@/components/load-error';
import { SectionCard } from '@/components/section-card';
import { ROLE_LABELS } from '@/config/roles';
import { formatDate } from '@/lib/format';
import { fullName } from '@/lib/session';
import { useAccountDelegateAccess } from '@/api/account/get-account-delegate-access';

export const DELEGATES_LOAD_ERROR_TEXT = 'Failed to load your delegate access';

/** Roles whose portal has a Delegate Access page where they give and revoke access. */
const GIVERS: readonly Role[] = ['DOCTOR', 'MEDICAL_PROVIDER', 'GYM_OWNER'];

/** Staff only: who may act for you, and whom you may act for (chosen when you sign in). */
export function DelegateCard({ role }: { role: Role }) {
  const { data, error, isLoading, mutate } = useAccountDelegateAccess();
  const gives = GIVERS.includes(role);

  return (
    <SectionCard
      title="Delegate access"
      action={
        gives && (
          <Button component={RouterLink} to="/access">
            Manage delegate access
          </Button>
        )
      }
    >
      {error && !data ? (
        <LoadError title={DELEGATES_LOAD_ERROR_TEXT} error={error} onRetry={() => void mutate()} />
      ) : isLoading || !data ? (
        <Stack spacing={1.5} aria-busy="true" aria-label="Loading your delegate access">
          <Skeleton variant="rounded" height={48} />
        </Stack>
      ) : (
        <Stack spacing={2.5}>
          <div>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              People who can act for you
            </Typography>
            {data.given.length > 0 ? (
              <DelegateTable accesses={data.given} />
            ) : (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {gives ? 'No one can act for you.' : 'No one can act for you. Only doctors and partners give delegate access.'}
              </Typography>
            )}
          </div>
          <div>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              Accounts you can act for
            </Typography>
            {data.held.length > 0 ? (
              <List aria-label="Accounts you can act for" disablePadding>
                {data.held.map((access) => (
                  <ListItem key={access.id} divider disableGutters>
                    <ListItemText
                      primary={fullName(access.owner)}
                      secondary={`${ROLE_LABELS[access.owner.role]} · ${access.owner.email} · since ${formatDate(access.createdAt)}`}
                    />
                  </ListItem>
                ))}
              </List>
            ) : (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                You cannot act for anyone else.
              </Typography>
            )}
            {data.held.length > 0 && (
              <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
                You choose whom to act for when you sign in; everything you do is recorded under both names.
              </Typography>
            )}
          </div>
        </Stack>
      )}
    </SectionCard>
  );
}
