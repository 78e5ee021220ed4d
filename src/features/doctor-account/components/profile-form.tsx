import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import type { DoctorProfile } from '@contracts/doctor';
import { FormTextField } from '@/components/form/form-text-field';
import { PhoneField } from '@/components/form/phone-field';
import { SectionCard } from '@/components/section-card';
import { serverMessage } from '@/lib/api-errors';
import { profileUpdated, selectSelectedDelegateAccess, useSessionDispatch, useSessionSelector } from '@/lib/session';
import { toastFailure, toastSuccess } from '@/lib/toast';
import { useUpdateProfile } from '@/api/accounts/update-profile';
import {
  changedFields,
  PROFILE_FIELDS,
  profileFormSchema,
  profileToForm,
  type ProfileFormInput,
  type ProfileFormOutput,
} from '@/features/doctor-account/lib/profile-form-schema';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import { useSaveChanges } from '@/lib/use-save-changes';

export const PROFILE_SAVED_TEXT = 'Profile updated successfully';
export const PROFILE_SAVE_FAILED_TEXT = 'Failed to update profile';

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
  const { control, handleSubmit, reset, setError } = useForm<ProfileFormInput, unknown, ProfileFormOutput>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: profileToForm(profile),
  });

  const { nothingToSave, submit } = useSaveChanges({
    changed: (values: ProfileFormOutput) => changedFields(values, profile),
    save: (body) => trigger(body),
    onSaved: (reply, body) => {
      if (!actingForSomeoneElse) dispatch(profileUpdated(body));
      onSaved(reply.data);
      reset(profileToForm(reply.data));
      toastSuccess(reply.message ?? PROFILE_SAVED_TEXT);
    },
    onFailed: (error) => {
      showServerFieldErrors(error, setError, (path) => ((PROFILE_FIELDS as readonly string[]).includes(path) ? path : undefined));
      toastFailure(serverMessage(error) ?? PROFILE_SAVE_FAILED_TEXT);
    },
  });

  return (
    <SectionCard title="Edit your details">
      <Box component="form" noValidate onSubmit={handleSubmit(submit)} aria-label="Edit your details">
        <Stack spacing={2}>
          <FormTextField control={control} name="firstName" label="First name" autoComplete="given-name" required />
          <FormTextField control={control} name="lastName" label="Last name" autoComplete="family-name" required />
          <PhoneField control={control} name="phoneNumber" autoComplete="tel" />
        </Stack>
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
