import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DoctorProfile } from '@contracts/doctor';
import { NameFields } from '@/components/form/name-fields';
import { PhoneField } from '@/components/form/phone-field';
import { SectionCard } from '@/components/section-card';
import { profileUpdated, selectSelectedDelegateAccess, useSessionDispatch, useSessionSelector } from '@/lib/session';
import { useProfileForm } from '@/lib/use-profile-form';
import { useUpdateProfile } from '@/api/accounts/update-profile';
import { PROFILE_HINT, doctorProfileForm } from '@/features/doctor-account/lib/profile-form-schema';

export { PROFILE_SAVE_FAILED_TEXT, PROFILE_SAVED_TEXT } from '@/lib/use-profile-form';

interface ProfileFormProps {
  profile: DoctorProfile;
  /** The saved profile from the reply, for the page's cache. */
  onSaved: (profile: DoctorProfile) => void;
}

export function ProfileForm({ profile, onSaved }: ProfileFormProps) {
  const dispatch = useSessionDispatch();
  // A delegate edits the owner's profile: the signed-in user (the delegate) must keep their own name.
  const actingForSomeoneElse = useSessionSelector(selectSelectedDelegateAccess) !== null;
  const { trigger, isMutating } = useUpdateProfile();
  const { control, nothingToSave, onSubmit } = useProfileForm({
    ...doctorProfileForm,
    profile,
    save: (body) => trigger(body),
    onSaved: (saved, body) => {
      if (!actingForSomeoneElse) dispatch(profileUpdated(body));
      onSaved(saved);
    },
  });

  return (
    <SectionCard title="Edit your details">
      <Box component="form" noValidate onSubmit={onSubmit} aria-label="Edit your details">
        <Stack spacing={2}>
          <NameFields control={control} />
          <PhoneField control={control} name="phoneNumber" autoComplete="tel" />
        </Stack>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2 }}>
          {PROFILE_HINT}
        </Typography>
        <Button type="submit" variant="contained" loading={isMutating} sx={{ mt: 2.5 }}>
          Save changes
        </Button>
        {nothingToSave && (
          <Alert severity="info" role="status" sx={{ mt: 2 }}>
            There are no changes to save.
          </Alert>
        )}
      </Box>
    </SectionCard>
  );
}
