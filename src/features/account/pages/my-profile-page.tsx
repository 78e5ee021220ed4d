import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { DetailSection } from '@/components/section-card';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { ROLE_LABELS } from '@/config/roles';
import { formatDate } from '@/lib/format';
import { fullName } from '@/lib/session';
import { phoneForDisplay } from '@contracts/phone-display';
import { useAccountProfile } from '@/api/account/get-account-profile';
import { PhotoCard } from '@/features/account/components/photo-card';

export const MY_PROFILE_LOAD_ERROR_TEXT = 'Error fetching your profile';

/**
 * /my-profile: what the people you work with see of you, your photo first. Name and phone are changed on Your Account;
 * a portal may add its role's own profile below (a doctor's license states and pharmacies).
 */
export function MyProfilePage({ children }: { children?: ReactNode }) {
  const { data, error, isLoading, mutate } = useAccountProfile();

  return (
    <>
      <PageHeader
        title="My Profile"
        subtitle="How you appear to the people you work with."
        actions={
          <Button component={RouterLink} to="/account" variant="outlined">
            Go to Your Account
          </Button>
        }
      />
      {error && !data ? (
        <LoadError title={MY_PROFILE_LOAD_ERROR_TEXT} error={error} onRetry={() => void mutate()} />
      ) : isLoading || !data ? (
        <Stack spacing={2.5} aria-busy="true" aria-label="Loading your profile">
          <Skeleton variant="rounded" height={220} />
        </Stack>
      ) : (
        <Stack spacing={2.5}>
          <Grid container spacing={2.5}>
            <Grid size={{ xs: 12, md: 6 }}>
              <PhotoCard profile={data} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <DetailSection
                title="Contact details"
                items={[
                  { term: 'Name', value: fullName(data) },
                  { term: 'Role', value: ROLE_LABELS[data.role] },
                  { term: 'Email', value: data.email },
                  { term: 'Phone', value: data.phoneNumber ? phoneForDisplay(data.phoneNumber) : 'Not on file' },
                  { term: 'Member since', value: formatDate(data.createdAt) },
                ]}
              />
            </Grid>
          </Grid>
          {children}
        </Stack>
      )}
    </>
  );
}
