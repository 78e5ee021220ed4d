import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { PatientProfile } from '@contracts/patient-profile';
import { GridTextFields, type GridTextFieldSpec } from '@/components/form/grid-text-fields';
import { profileUpdated, useSessionDispatch } from '@/lib/session';
import { PROFILE_SAVED_TEXT, useProfileForm } from '@/lib/use-profile-form';
import { useUpdatePatientProfile } from '@/api/patients/update-patient-profile';
import { FIELD_MAX } from '@/lib/form-resolver';
import { PROFILE_HINT, patientProfileForm, type ProfileField } from '@/features/patient-portal/lib/profile-form-schema';
import { SectionCard } from '@/components/section-card';

export { PROFILE_SAVE_FAILED_TEXT, PROFILE_SAVED_TEXT } from '@/lib/use-profile-form';

interface ProfileFormProps {
  profile: PatientProfile;
  /** The saved profile from the reply, for the page's cache. */
  onSaved: (profile: PatientProfile) => void;
}

const CONTACT: readonly GridTextFieldSpec<ProfileField>[] = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name', size: 12, required: true, maxLength: FIELD_MAX.name },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name', size: 12, required: true, maxLength: FIELD_MAX.name },
  { name: 'email', label: 'Email', autoComplete: 'email', size: 12, required: true, type: 'email', maxLength: FIELD_MAX.email },
  {
    name: 'phoneNumber',
    label: 'Phone number',
    autoComplete: 'tel',
    size: 12,
    type: 'tel',
    helperText: 'A US number, e.g. (202) 555-0143',
    maxLength: FIELD_MAX.phone,
  },
];

const ADDRESS: readonly GridTextFieldSpec<ProfileField>[] = [
  { name: 'address1', label: 'Address line 1', autoComplete: 'address-line1', size: 12, maxLength: FIELD_MAX.address },
  {
    name: 'address2',
    label: 'Address line 2',
    autoComplete: 'address-line2',
    size: 12,
    helperText: 'Apartment, suite, unit',
    maxLength: FIELD_MAX.address,
  },
  { name: 'city', label: 'City', autoComplete: 'address-level2', size: 6, maxLength: FIELD_MAX.city },
  { name: 'state', label: 'State', autoComplete: 'address-level1', size: 6, helperText: 'e.g. TX', maxLength: 2 },
  { name: 'zipcode', label: 'ZIP code', autoComplete: 'postal-code', size: 6, maxLength: 5 },
  { name: 'country', label: 'Country', autoComplete: 'country', size: 6, helperText: '2-letter code, e.g. US', maxLength: 2 },
];

const SECTIONS = [
  { title: 'Contact details', fields: CONTACT },
  { title: 'Shipping address', fields: ADDRESS },
];

export function ProfileForm({ profile, onSaved }: ProfileFormProps) {
  const dispatch = useSessionDispatch();
  const { trigger, isMutating } = useUpdatePatientProfile();
  const { control, nothingToSave, onSubmit } = useProfileForm({
    ...patientProfileForm,
    profile,
    save: (body) => trigger(body),
    savedText: () => PROFILE_SAVED_TEXT,
    onSaved: (saved, body) => {
      // Only what was sent: the top bar's name (and the stored address) follow without a refetch of /auth/me.
      dispatch(profileUpdated(body));
      onSaved(saved);
    },
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="My profile">
      <Grid container spacing={2.5}>
        {SECTIONS.map(({ title, fields }) => (
          <Grid key={title} size={{ xs: 12, md: 6 }}>
            <SectionCard title={title}>
              <Grid container spacing={2}>
                <GridTextFields control={control} fields={fields} />
              </Grid>
            </SectionCard>
          </Grid>
        ))}
      </Grid>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2, mt: 3 }}>
        <Button type="submit" variant="contained" size="large" loading={isMutating}>
          Save changes
        </Button>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {PROFILE_HINT}
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
