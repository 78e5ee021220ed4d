import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { LoadError } from '@/components/load-error';
import { useProfile } from '@/api/accounts/get-profile';
import { ProfileDetails } from '@/features/doctor-account/components/profile-details';
import { ProfileForm } from '@/features/doctor-account/components/profile-form';

export const PROFILE_LOAD_ERROR_TEXT = 'Error fetching profile';

function ProfileSkeleton() {
  return (
    <Grid container spacing={2.5} aria-busy="true" aria-label="Loading your profile">
      {[6, 3].map((rows) => (
        <Grid key={rows} size={{ xs: 12, md: 6 }}>
          <Stack spacing={2} sx={{ p: 3, border: 1, borderColor: 'divider', borderRadius: 4, bgcolor: 'background.paper' }}>
            <Skeleton variant="text" width="40%" height={32} />
            {Array.from({ length: rows }, (_, i) => (
              <Skeleton key={i} variant="rounded" height={rows > 3 ? 28 : 56} />
            ))}
          </Stack>
        </Grid>
      ))}
    </Grid>
  );
}

/**
 * The doctor's professional profile on /my-profile (below the photo): what is on file, with what only an
 * administrator changes, and the name and phone a doctor (or their delegate, for them) may change.
 */
export function DoctorProfileSection() {
  const { data, error, isLoading, mutate } = useProfile();

  return (
    <>
      {error && !data ? (
        <LoadError title={PROFILE_LOAD_ERROR_TEXT} error={error} onRetry={() => void mutate()} />
      ) : isLoading || !data ? (
        <ProfileSkeleton />
      ) : (
        <Grid container spacing={2.5}>
          <Grid size={{ xs: 12, md: 7 }}>
            <ProfileDetails profile={data} />
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <ProfileForm profile={data} onSaved={(saved) => void mutate(saved, { revalidate: false })} />
          </Grid>
        </Grid>
      )}
    </>
  );
}
