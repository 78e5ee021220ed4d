import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { NameFields } from '@/components/form/name-fields';
import { PhoneField } from '@/components/form/phone-field';
import { SectionCard } from '@/components/section-card';
import { NAME_PHONE_HINT, namePhoneForm } from '@/lib/name-phone-form';
import { profileUpdated, useSessionDispatch } from '@/lib/session';
import { useProfileForm } from '@/lib/use-profile-form';
import { useUpdateSalesProfile } from '@/api/sales/update-sales-profile';

export type NamePhone = { firstName: string; lastName: string; phoneNumber: string | null };

interface ProfileFormProps {
  profile: NamePhone;
  onSaved: () => void;
}

/** The sales person's name and phone: only what changed is sent (PUT /sales). */
export function ProfileForm({ profile, onSaved }: ProfileFormProps) {
  const dispatch = useSessionDispatch();
  const { trigger, isMutating } = useUpdateSalesProfile();
  const { control, nothingToSave, onSubmit } = useProfileForm({
    ...namePhoneForm,
    profile,
    save: async (body) => {
      const reply = await trigger(body);
      const { firstName, lastName, phoneNumber } = reply.data;
      return { data: { firstName, lastName, phoneNumber }, message: reply.message };
    },
    onSaved: (_saved, body) => {
      if (Object.keys(body).length > 0) dispatch(profileUpdated(body));
      onSaved();
    },
  });

  return (
    <SectionCard title="Your profile">
      <Box component="form" noValidate onSubmit={onSubmit} aria-label="Your profile">
        <Stack spacing={2}>
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
