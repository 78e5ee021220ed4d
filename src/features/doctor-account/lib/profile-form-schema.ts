// The doctor's profile form is the shared name-and-phone form (src/lib/name-phone-form).
export {
  NAME_PHONE_FIELDS as PROFILE_FIELDS,
  NAME_PHONE_HINT as PROFILE_HINT,
  namePhoneFormSchema as profileFormSchema,
  namePhoneToForm as profileToForm,
  namePhoneForm as doctorProfileForm,
  type NamePhoneField as ProfileField,
  type NamePhoneFormInput as ProfileFormInput,
} from '@/lib/name-phone-form';
