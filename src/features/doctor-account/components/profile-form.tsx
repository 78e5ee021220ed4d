import type { DoctorProfile } from '@contracts/doctors';
import { NamePhoneCard } from '@/components/form/name-phone-card';
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
  const form = useProfileForm({
    ...doctorProfileForm,
    profile,
    save: (body) => trigger(body),
    onSaved: (saved, body) => {
      if (!actingForSomeoneElse) dispatch(profileUpdated(body));
      onSaved(saved);
    },
  });

  return <NamePhoneCard title="Edit your details" form={form} saving={isMutating} hint={PROFILE_HINT} />;
}
