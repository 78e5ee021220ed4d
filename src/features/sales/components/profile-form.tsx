import { NamePhoneCard } from '@/components/form/name-phone-card';
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
  const form = useProfileForm({
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

  return <NamePhoneCard title="Your profile" form={form} saving={isMutating} hint={NAME_PHONE_HINT} />;
}
