import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PartnerProfile } from '@contracts/partner';
import { FormTextField } from '@/components/form/form-text-field';
import { NameFields } from '@/components/form/name-fields';
import { PhoneField } from '@/components/form/phone-field';
import { SectionCard } from '@/components/section-card';
import { profileUpdated, selectSelectedDelegateAccess, useSessionDispatch, useSessionSelector } from '@/lib/session';
import { useProfileForm } from '@/lib/use-profile-form';
import { useUpdatePartnerProfile } from '@/api/accounts/update-partner-profile';
import { BUSINESS_NAME_MAX, BUSINESS_PROFILE_HINT, businessProfileForm } from '../lib/business-profile-schema';

interface BusinessProfileFormProps {
  profile: PartnerProfile;
  /** The saved profile from the reply, for the profile's cache. */
  onSaved: (profile: PartnerProfile) => void;
}

/** The business name and the owner's name and phone: only what changed is sent (PUT /gym-owner). */
export function BusinessProfileForm({ profile, onSaved }: BusinessProfileFormProps) {
  const dispatch = useSessionDispatch();
  // A delegate edits the owner's profile: the signed-in user (the delegate) keeps their own name.
  const actingForSomeoneElse = useSessionSelector(selectSelectedDelegateAccess) !== null;
  const { trigger, isMutating } = useUpdatePartnerProfile();
  const { control, nothingToSave, onSubmit } = useProfileForm({
    ...businessProfileForm,
    profile,
    save: (body) => trigger(body),
    onSaved: (saved, body) => {
      const { businessName: _businessName, ...person } = body;
      if (!actingForSomeoneElse && Object.keys(person).length > 0) dispatch(profileUpdated(person));
      onSaved(saved);
    },
  });

  return (
    <SectionCard title="Business profile">
      <Box component="form" noValidate onSubmit={onSubmit} aria-label="Business profile">
        <Stack spacing={2}>
          <FormTextField
            control={control}
            name="businessName"
            label="Business name"
            autoComplete="organization"
            required
            maxLength={BUSINESS_NAME_MAX}
          />
          <NameFields control={control} />
          <PhoneField control={control} name="phoneNumber" autoComplete="tel" />
        </Stack>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2 }}>
          {BUSINESS_PROFILE_HINT}
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
