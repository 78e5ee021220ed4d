import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { DetailSection } from '@/components/section-card';
import { formatDate } from '@/lib/format';
import { useDoctorSettings } from '@/api/prescriptions/get-doctor-settings';
import { SettingsForm } from '../components/settings-form';

export const SETTINGS_LOAD_ERROR_TEXT = 'Error fetching settings';

/** /settings on the medical portal: prescribing preferences that other screens use (the default pharmacy, a new prescription's amounts). */
export function DoctorSettingsPage() {
  const { data: settings, error, isLoading, mutate } = useDoctorSettings();
  return (
    <>
      <PageHeader title="Settings" subtitle="Your prescribing preferences, used wherever you send prescriptions." />
      {error && !settings ? (
        <LoadError title={SETTINGS_LOAD_ERROR_TEXT} error={error} onRetry={() => void mutate()} />
      ) : isLoading || !settings ? (
        <Stack spacing={1.5} aria-busy="true" aria-label="Loading your settings">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={48} />
          ))}
        </Stack>
      ) : (
        <Grid container spacing={2.5}>
          <Grid size={{ xs: 12, md: 7 }}>
            {/* Keyed by the last save: a save starts the form again from what the server holds. */}
            <SettingsForm
              key={settings.updatedAt ?? 'never'}
              settings={settings}
              onSaved={(saved) => void mutate(saved, { revalidate: false })}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <DetailSection
              title="Summary"
              items={[
                {
                  term: 'Default pharmacy',
                  value: settings.pharmacies.find((p) => p.id === settings.defaultPharmacyId)?.name ?? 'None: chosen each time',
                },
                { term: 'Assigned pharmacies', value: String(settings.pharmacies.length) },
                {
                  term: 'A new prescription',
                  value: `Quantity ${settings.rxDefaults.quantity}, ${settings.rxDefaults.refills} refills, ${settings.rxDefaults.daysSupply} days`,
                },
                { term: 'Last saved', value: settings.updatedAt ? formatDate(settings.updatedAt) : 'Never' },
              ]}
            />
          </Grid>
        </Grid>
      )}
    </>
  );
}
