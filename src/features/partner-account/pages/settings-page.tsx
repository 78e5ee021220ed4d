import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { DetailSection } from '@/components/section-card';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { formatDate, formatRate } from '@/lib/format';
import { usePartnerProfile } from '@/api/accounts/get-partner-profile';
import { AccountSkeleton } from '../components/account-skeleton';
import { BusinessProfileForm } from '../components/business-profile-form';
import { LogoCard } from '../components/logo-card';

export const PROFILE_LOAD_ERROR_TEXT = 'Error fetching profile';

/** /settings: the business profile the partner edits, and its logo. */
export function SettingsPage() {
  const { data: profile, error, isLoading, mutate } = usePartnerProfile();

  return (
    <>
      <PageHeader title="Settings" subtitle="Your business profile and the logo your patients see." />
      {error && !profile ? (
        <LoadError title={PROFILE_LOAD_ERROR_TEXT} error={error} onRetry={() => void mutate()} />
      ) : isLoading || !profile ? (
        <AccountSkeleton label="Loading your profile" rows={[5, 3]} />
      ) : (
        <Grid container spacing={2.5}>
          <Grid size={{ xs: 12, md: 7 }}>
            <BusinessProfileForm profile={profile} onSaved={(saved) => void mutate(saved, { revalidate: false })} />
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Stack spacing={2.5}>
              <LogoCard hasLogo={profile.logoUrl !== null} />
              <DetailSection
                title="Account"
                items={[
                  { term: 'Email', value: profile.email },
                  { term: 'Commission rate', value: formatRate(profile.commissionRateBps) },
                  { term: 'Partner since', value: formatDate(profile.createdAt) },
                ]}
              />
            </Stack>
          </Grid>
        </Grid>
      )}
    </>
  );
}
