import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ROLE_LABELS } from '@/config/roles';
import { getErrorMessage } from '@/lib/error-message';
import { delegateAccessSelected, fullName, useSessionDispatch, useSessionSelector } from '@/lib/session';
import { useSelectDelegateAccess } from '@/api/auth/select-delegate-access';

/** After sign-in, a user with delegate accesses chooses whom to act for, or continues as themself. */
export function DelegateStep() {
  const dispatch = useSessionDispatch();
  const accesses = useSessionSelector((s) => s.user.delegateAccesses);
  const { trigger, isMutating } = useSelectDelegateAccess();
  const [pending, setPending] = useState<string | null | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);

  const choose = async (id: string | null) => {
    setError(null);
    setPending(id);
    try {
      const reply = await trigger(id);
      dispatch(
        delegateAccessSelected({
          delegateAccess: id === null ? null : reply.delegateAccess,
          delegateAccessToken: id === null ? null : reply.delegateAccessToken,
        }),
      );
    } catch (e) {
      setError(getErrorMessage(e, 'We could not switch accounts. Please try again.'));
      setPending(undefined);
    }
  };

  return (
    <Stack spacing={2}>
      <Typography variant="h2">Choose an account</Typography>
      <Typography sx={{ color: 'text.secondary' }}>
        You have been given access to other accounts. Choose whom you are working for now.
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
      <Stack spacing={1.25} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {accesses.map((access) => (
          <li key={access.id}>
            <Button
              fullWidth
              variant="outlined"
              disabled={isMutating}
              loading={pending === access.id}
              onClick={() => void choose(access.id)}
              sx={{ justifyContent: 'space-between', py: 1.5, textAlign: 'left' }}
            >
              <span>{fullName(access.owner)}</span>
              <Typography component="span" variant="body2" sx={{ color: 'text.secondary', ml: 2 }}>
                {ROLE_LABELS[access.owner.role]}
              </Typography>
            </Button>
          </li>
        ))}
      </Stack>
      <Button variant="contained" disabled={isMutating} loading={pending === null} onClick={() => void choose(null)}>
        Continue as myself
      </Button>
    </Stack>
  );
}
