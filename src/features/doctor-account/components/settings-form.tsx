import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import type { DoctorSettings } from '@contracts/doctor-settings';
import { FormTextField } from '@/components/form/form-text-field';
import { SectionCard } from '@/components/section-card';
import { messageOr } from '@/lib/api-errors';
import { formResolver } from '@/lib/form-resolver';
import { toastFailure, toastSuccess } from '@/lib/toast';
import { useUpdateDoctorSettings } from '@/api/prescriptions/update-doctor-settings';
import { changedSettings, settingsFormSchema, settingsToForm, type SettingsFormInput, type SettingsFormOutput } from '../lib/settings-form';
import { PharmacyChoice } from './pharmacy-choice';

export const SETTINGS_SAVED_TEXT = 'Settings saved';
export const SETTINGS_SAVE_FAILED_TEXT = 'Could not save your settings';
export const DELEGATE_READ_ONLY_TEXT = 'You are acting for the doctor: you can see these settings, but only the doctor can change them.';

const AMOUNTS = [
  { name: 'quantity', label: 'Quantity', helperText: 'Units to dispense, 1 to 100' },
  { name: 'refills', label: 'Refills', helperText: '0 to 12' },
  { name: 'daysSupply', label: 'Days supply', helperText: '1 to 365 days' },
] as const;

interface SettingsFormProps {
  settings: DoctorSettings;
  /** The saved settings from the reply, for the page's cache. */
  onSaved: (saved: DoctorSettings) => void;
}

/** The default pharmacy and the amounts a new prescription starts with; one save sends only what changed. */
export function SettingsForm({ settings, onSaved }: SettingsFormProps) {
  const { trigger } = useUpdateDoctorSettings();
  const { control, handleSubmit, formState } = useForm<SettingsFormInput, unknown, SettingsFormOutput>({
    resolver: formResolver(settingsFormSchema),
    defaultValues: settingsToForm(settings),
  });
  const readOnly = !settings.canChange;
  const disabled = readOnly || formState.isSubmitting;

  const onSubmit = handleSubmit(async (values) => {
    const body = changedSettings(values, settings);
    if (Object.keys(body).length === 0) return;
    try {
      const reply = await trigger(body);
      toastSuccess(SETTINGS_SAVED_TEXT);
      onSaved(reply.data);
    } catch (error) {
      toastFailure(messageOr(error, SETTINGS_SAVE_FAILED_TEXT));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Prescribing settings">
      <Stack spacing={2.5}>
        {readOnly && <Alert severity="info">{DELEGATE_READ_ONLY_TEXT}</Alert>}
        <SectionCard title="Pharmacies">
          <PharmacyChoice control={control} pharmacies={settings.pharmacies} disabled={disabled} />
        </SectionCard>
        <SectionCard title="Prescriptions">
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
            What a new prescription starts with, on the Rx step and on Manual Prescription. The directions follow the dose you choose there.
          </Typography>
          <Grid container spacing={2}>
            {AMOUNTS.map((f) => (
              <Grid key={f.name} size={{ xs: 12, sm: 4 }}>
                <FormTextField
                  control={control}
                  name={f.name}
                  label={f.label}
                  required
                  fullWidth
                  disabled={disabled}
                  helperText={f.helperText}
                  slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
                />
              </Grid>
            ))}
          </Grid>
        </SectionCard>
        {!readOnly && (
          <Box>
            <Button
              type="submit"
              variant="contained"
              disabled={!formState.isDirty || formState.isSubmitting}
              loading={formState.isSubmitting}
            >
              Save settings
            </Button>
          </Box>
        )}
      </Stack>
    </Box>
  );
}
