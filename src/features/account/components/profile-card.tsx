import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AccountProfile } from '@contracts/account';
import { NameFields } from '@/components/form/name-fields';
import { PhoneField } from '@/components/form/phone-field';
import { SectionCard } from '@/components/section-card';
import { ROLE_LABELS } from '@/config/roles';
import { NAME_PHONE_HINT, namePhoneForm } from '@/lib/name-phone-form';
import { profileUpdated, useSessionDispatch } from '@/lib/session';
import { useProfileForm } from '@/lib/use-profile-form';
import { useUpdateAccountProfile } from '@/api/account/update-account-profile';

interface ProfileCardProps {
  profile: AccountProfile;
  onSaved: (profile: AccountProfile) => void;
}

/** The person's own details: the e-mail they sign in with (fixed here), and the name and phone they change themselves. */
export function ProfileCard({ profile, onSaved }: ProfileCardProps) {
  const dispatch = useSessionDispatch();
  const { trigger, isMutating } = useUpdateAccountProfile();
  const { control, nothingToSave, onSubmit } = useProfileForm({
    ...namePhoneForm,
    profile,
    save: (body) => trigger(body),
    onSaved: (saved, body) => {
      dispatch(profileUpdated(body));
      onSaved(saved);
    },
  });

  return (
    <SectionCard title="Your details">
      <Box component="form" noValidate onSubmit={onSubmit} aria-label="Your details">
        <Stack spacing={2}>
          <TextField
            label="Email"
            value={profile.email}
            slotProps={{ input: { readOnly: true } }}
            helperText="You sign in with this address. An administrator can change it."
          />
          <TextField label="Role" value={ROLE_LABELS[profile.role]} slotProps={{ input: { readOnly: true } }} />
          <NameFields control={control} />
          <PhoneField control={control} name="phoneNumber" autoComplete="tel" />
        </Stack>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2 }}>
          {NAME_PHONE_HINT}
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
