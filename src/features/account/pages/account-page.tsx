import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { useAccountProfile } from '@/api/account/get-account-profile';
import { DelegateCard } from '@/features/account/components/delegate-card';
import { PasswordCard } from '@/features/account/components/password-card';
import { ProfileCard } from '@/features/account/components/profile-card';
import { SessionsCard } from '@/features/account/components/sessions-card';

export const ACCOUNT_LOAD_ERROR_TEXT = 'Error fetching your account';

/**
 * /account, "Your Account", on every portal: the person signed in and how they sign in. Their details, their
 * password, the browsers signed in, and (staff) delegate access. What others see of them is /my-profile.
 */
export function AccountPage() {
  const { data, error, isLoading, mutate } = useAccountProfile();

  return (
    <>
      <PageHeader title="Your Account" subtitle="Your details, your password and where you are signed in." />
      {error && !data ? (
        <LoadError title={ACCOUNT_LOAD_ERROR_TEXT} error={error} onRetry={() => void mutate()} />
      ) : isLoading || !data ? (
        <Stack spacing={2.5} aria-busy="true" aria-label="Loading your account">
          {[0, 1].map((i) => (
            <Skeleton key={i} variant="rounded" height={220} />
          ))}
        </Stack>
      ) : (
        <Grid container spacing={2.5}>
          <Grid size={{ xs: 12, md: 6 }}>
            <ProfileCard profile={data} onSaved={(saved) => void mutate(saved, { revalidate: false })} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <PasswordCard />
          </Grid>
          <Grid size={12}>
            <SessionsCard />
          </Grid>
          {data.role !== 'PATIENT' && (
            <Grid size={12}>
              <DelegateCard role={data.role} />
            </Grid>
          )}
        </Grid>
      )}
    </>
  );
}
