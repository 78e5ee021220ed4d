import type { PartnerProfile } from '@contracts/partner-profile';
import { FormTextField } from '@/components/form/form-text-field';
import { NamePhoneCard } from '@/components/form/name-phone-card';
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
  const form = useProfileForm({
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
    <NamePhoneCard title="Business profile" form={form} saving={isMutating} hint={BUSINESS_PROFILE_HINT}>
      <FormTextField
        control={form.control}
        name="businessName"
        label="Business name"
        autoComplete="organization"
        required
        maxLength={BUSINESS_NAME_MAX}
      />
    </NamePhoneCard>
  );
}
