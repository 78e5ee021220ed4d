import TextField from '@mui/material/TextField';
import type { AccountProfile } from '@contracts/account';
import { NamePhoneCard } from '@/components/form/name-phone-card';
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
  const form = useProfileForm({
    ...namePhoneForm,
    profile,
    save: (body) => trigger(body),
    onSaved: (saved, body) => {
      dispatch(profileUpdated(body));
      onSaved(saved);
    },
  });

  return (
    <NamePhoneCard title="Your details" form={form} saving={isMutating} hint={NAME_PHONE_HINT}>
      <TextField
        label="Email"
        value={profile.email}
        slotProps={{ input: { readOnly: true } }}
        helperText="You sign in with this address. An administrator can change it."
      />
      <TextField label="Role" value={ROLE_LABELS[profile.role]} slotProps={{ input: { readOnly: true } }} />
    </NamePhoneCard>
  );
}
