import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { PageHeader } from '@/components/page-header';
import { usePatientProfile } from '@/api/patients/get-patient-profile';
import { LoadError } from '@/components/load-error';
import { ProfileForm } from '@/features/patient-portal/components/profile-form';

export const PROFILE_ERROR_TEXT = 'Error fetching patient profile';

function ProfileSkeleton() {
  return (
    <Grid container spacing={2.5} aria-busy="true" aria-label="Loading your profile">
      {[4, 6].map((rows) => (
        <Grid key={rows} size={{ xs: 12, md: 6 }}>
          <Stack spacing={2} sx={{ p: 3, border: 1, borderColor: 'divider', borderRadius: 4, bgcolor: 'background.paper' }}>
            <Skeleton variant="text" width="40%" height={32} />
            {Array.from({ length: rows }, (_, i) => (
              <Skeleton key={i} variant="rounded" height={56} />
            ))}
          </Stack>
        </Grid>
      ))}
    </Grid>
  );
}

export function MyProfilePage() {
  const { data, error, isLoading, mutate } = usePatientProfile();

  return (
    <>
      <PageHeader title="My Profile" subtitle="Your contact details and the address we ship your medication to." />
      {error && !data ? (
        <LoadError title={PROFILE_ERROR_TEXT} error={error} onRetry={() => void mutate()} />
      ) : isLoading || !data ? (
        <ProfileSkeleton />
      ) : (
        <ProfileForm profile={data} onSaved={(saved) => void mutate(saved, { revalidate: false })} />
      )}
    </>
  );
}
