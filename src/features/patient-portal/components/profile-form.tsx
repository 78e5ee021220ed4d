import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { PatientProfile } from '@contracts/patient';
import { FormTextField } from '@/components/form/form-text-field';
import { profileUpdated, useSessionDispatch } from '@/lib/session';
import { toastFailure, toastSuccess } from '@/lib/toast';
import { useUpdatePatientProfile } from '@/api/patients/update-patient-profile';
import { serverMessage } from '@/lib/api-errors';
import {
  changedFields,
  PROFILE_FIELDS,
  profileFormSchema,
  profileToForm,
  type ProfileField,
  type ProfileFormInput,
  type ProfileFormOutput,
} from '@/features/patient-portal/lib/profile-form-schema';
import { SectionCard } from '@/components/section-card';
import { showServerFieldErrors } from '@/lib/server-field-errors';

export const PROFILE_SAVED_TEXT = 'Profile updated successfully';
export const PROFILE_SAVE_FAILED_TEXT = 'Failed to update profile';

interface ProfileFormProps {
  profile: PatientProfile;
  /** The saved profile from the reply, for the page's cache. */
  onSaved: (profile: PatientProfile) => void;
}

type Half = { name: ProfileField; label: string; autoComplete: string; required?: boolean; type?: string; helperText?: string };

const CONTACT: readonly Half[] = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name', required: true },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name', required: true },
  { name: 'email', label: 'Email', autoComplete: 'email', required: true, type: 'email' },
  { name: 'phoneNumber', label: 'Phone number', autoComplete: 'tel', type: 'tel', helperText: 'A US number, e.g. (202) 555-0143' },
];

const ADDRESS: readonly (Half & { size: number })[] = [
  { name: 'address1', label: 'Address line 1', autoComplete: 'address-line1', size: 12 },
  { name: 'address2', label: 'Address line 2', autoComplete: 'address-line2', size: 12, helperText: 'Apartment, suite, unit' },
  { name: 'city', label: 'City', autoComplete: 'address-level2', size: 6 },
  { name: 'state', label: 'State', autoComplete: 'address-level1', size: 6, helperText: 'e.g. TX' },
  { name: 'zipcode', label: 'ZIP code', autoComplete: 'postal-code', size: 6 },
  { name: 'country', label: 'Country', autoComplete: 'country', size: 6, helperText: '2-letter code, e.g. US' },
];

export function ProfileForm({ profile, onSaved }: ProfileFormProps) {
  const dispatch = useSessionDispatch();
  const { trigger, isMutating } = useUpdatePatientProfile();
  const [nothingToSave, setNothingToSave] = useState(false);
  const { control, handleSubmit, reset, setError } = useForm<ProfileFormInput, unknown, ProfileFormOutput>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: profileToForm(profile),
  });

  const onSubmit = handleSubmit(async (values) => {
    const body = changedFields(values, profile);
    setNothingToSave(Object.keys(body).length === 0);
    if (Object.keys(body).length === 0) return;
    try {
      const reply = await trigger(body);
      // Only what was sent: the top bar's name (and the stored address) follow without a refetch of /auth/me.
      dispatch(profileUpdated(body));
      onSaved(reply.data);
      reset(profileToForm(reply.data));
      toastSuccess(PROFILE_SAVED_TEXT);
    } catch (error) {
      showServerFieldErrors(error, setError, (path) => ((PROFILE_FIELDS as readonly string[]).includes(path) ? path : undefined));
      toastFailure(serverMessage(error) ?? PROFILE_SAVE_FAILED_TEXT);
    }
  });

  const field = (f: Half) => (
    <FormTextField
      control={control}
      name={f.name}
      label={f.label}
      autoComplete={f.autoComplete}
      required={f.required}
      type={f.type}
      helperText={f.helperText}
    />
  );

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="My profile">
      <Grid container spacing={2.5}>
        <Grid size={{ xs: 12, md: 6 }}>
          <SectionCard title="Contact details">
            <Grid container spacing={2}>
              {CONTACT.map((f) => (
                <Grid key={f.name} size={12}>
                  {field(f)}
                </Grid>
              ))}
            </Grid>
          </SectionCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <SectionCard title="Shipping address">
            <Grid container spacing={2}>
              {ADDRESS.map((f) => (
                <Grid key={f.name} size={{ xs: 12, sm: f.size }}>
                  {field(f)}
                </Grid>
              ))}
            </Grid>
          </SectionCard>
        </Grid>
      </Grid>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2, mt: 3 }}>
        <Button type="submit" variant="contained" size="large" loading={isMutating}>
          Save changes
        </Button>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Only the fields you change are saved; an empty field keeps what we have on file.
        </Typography>
      </Box>
      {nothingToSave && (
        <Alert severity="info" sx={{ mt: 2 }}>
          There are no changes to save.
        </Alert>
      )}
    </Box>
  );
}
