import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { DetailSection } from '@/components/section-card';
import { useAccountProfile } from '@/api/account/get-account-profile';
import { ProfileForm } from '../components/profile-form';

export const PROFILE_LOAD_ERROR_TEXT = 'Error fetching profile';

/** /settings: the sales person's name and phone. The e-mail and the commission rate are not theirs to change. */
export function SalesSettingsPage() {
  const { data: profile, error, isLoading, mutate } = useAccountProfile();
  return (
    <>
      <PageHeader title="Settings" subtitle="Your name and phone number, as partners and our team see them." />
      {error && !profile ? (
        <LoadError title={PROFILE_LOAD_ERROR_TEXT} error={error} onRetry={() => void mutate()} />
      ) : isLoading || !profile ? (
        <Stack spacing={1.5} aria-busy="true" aria-label="Loading your profile">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={48} />
          ))}
        </Stack>
      ) : (
        // The Account card is one line: as tall as its content, not stretched to the form's height.
        <Grid container spacing={2.5} sx={{ alignItems: 'flex-start' }}>
          <Grid size={{ xs: 12, md: 7 }}>
            <ProfileForm profile={profile} onSaved={() => void mutate()} />
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <DetailSection title="Account" items={[{ term: 'Email', value: profile.email }]} />
          </Grid>
        </Grid>
      )}
    </>
  );
}
