import type { GridTextFieldSpec } from './grid-text-fields';

interface PersonFieldOptions {
  /** Whose details they are, before each label ("Owner first name"); none: "First name". */
  who?: string;
  phoneLabel?: string;
  phoneRequired?: boolean;
  /** Under the phone field; "A US number" unless given. */
  phoneHelperText?: string;
  /** Stop typing at the server's limits (contracts/person.ts: 100 characters for a name, 254 for an e-mail). */
  limited?: boolean;
}

/** First and last name, then e-mail and phone, two across from `sm` up: the name and contact block of an edit form. */
export function personFieldSpecs({
  who,
  phoneLabel = 'Phone number',
  phoneRequired,
  phoneHelperText = 'A US number',
  limited = false,
}: PersonFieldOptions = {}): GridTextFieldSpec<'firstName' | 'lastName' | 'email' | 'phoneNumber'>[] {
  const label = (what: string) => (who ? `${who} ${what}` : what[0].toUpperCase() + what.slice(1));
  const max = (maxLength: number) => (limited ? { maxLength } : {});
  return [
    { name: 'firstName', label: label('first name'), autoComplete: 'off', size: 6, required: true, ...max(100) },
    { name: 'lastName', label: label('last name'), autoComplete: 'off', size: 6, required: true, ...max(100) },
    { name: 'email', label: label('email'), autoComplete: 'off', size: 6, required: true, type: 'email', ...max(254) },
    {
      name: 'phoneNumber',
      label: phoneLabel,
      autoComplete: 'off',
      size: 6,
      required: phoneRequired,
      type: 'tel',
      helperText: phoneHelperText,
    },
  ];
}

/** A US postal address: two lines, then city, state and ZIP code on one row from `sm` up. */
export const ADDRESS_FIELD_SPECS: readonly GridTextFieldSpec<'address1' | 'address2' | 'city' | 'state' | 'zipcode'>[] = [
  { name: 'address1', label: 'Address line 1', autoComplete: 'off', size: 12 },
  { name: 'address2', label: 'Address line 2', autoComplete: 'off', size: 12, helperText: 'Apartment, suite, unit' },
  { name: 'city', label: 'City', autoComplete: 'off', size: 5 },
  { name: 'state', label: 'State', autoComplete: 'off', size: 3, helperText: 'e.g. TX' },
  { name: 'zipcode', label: 'ZIP code', autoComplete: 'off', size: 4 },
];

/**
 * The first password of an account opened for someone else (`handedTo`: "them", "the owner"), who is given it by the
 * person opening it; it is never e-mailed. The server's rule: at least 10 characters, at most 200.
 */
export const firstPasswordFieldSpec = (handedTo: string): GridTextFieldSpec<'password'> => ({
  name: 'password',
  label: 'First password',
  autoComplete: 'new-password',
  size: 12,
  required: true,
  type: 'password',
  helperText: `At least 10 characters. Give it to ${handedTo} yourself: it is never emailed.`,
  maxLength: 200,
});
