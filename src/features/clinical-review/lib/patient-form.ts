import { isValidPhoneNumber, parsePhoneNumberFromString, parsePhoneNumberWithError } from 'libphonenumber-js';
import { z } from 'zod';
import type { DoctorPatient, UpdateDoctorPatientBody } from '../../../../contracts/doctor';

export const PATIENT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'dateOfBirth',
  'gender',
  'address1',
  'address2',
  'city',
  'state',
  'zipcode',
] as const;
export type PatientField = (typeof PATIENT_FIELDS)[number];

export const GENDERS = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
  { value: 'other', label: 'Other' },
] as const;

const required = (max: number) => z.string().trim().min(1, 'Required').max(max, `Use at most ${max} characters`);
const optional = (max: number) => z.string().trim().max(max, `Use at most ${max} characters`);
/** Empty, or passing `ok`; normalised by `map`. */
const optionalCode = (ok: (v: string) => boolean, message: string, map: (v: string) => string = (v) => v) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || ok(v), message)
    .transform(map);

const isPastDate = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)) && Date.parse(v) < Date.now() && v >= '1900-01-01';

export const patientFormSchema = z.object({
  firstName: required(100),
  lastName: required(100),
  email: z.string().trim().toLowerCase().pipe(z.email('Enter a valid e-mail address').max(254)),
  phoneNumber: optionalCode(
    (v) => isValidPhoneNumber(v, 'US'),
    'Enter a valid US phone number',
    // One canonical form (E.164) whatever was typed: "(202) 555-0143" -> "+12025550143".
    (v) => (v === '' ? v : (parsePhoneNumberWithError(v, 'US').number as string)),
  ),
  dateOfBirth: optionalCode(isPastDate, 'Enter a date of birth in the past'),
  gender: z.enum(['', 'female', 'male', 'other']),
  address1: optional(200),
  address2: optional(200),
  city: optional(100),
  state: optionalCode((v) => /^[A-Za-z]{2}$/.test(v), 'Enter a 2-letter state code, e.g. TX', (v) => v.toUpperCase()),
  zipcode: optionalCode((v) => /^\d{5}(-\d{4})?$/.test(v), 'Enter a 5-digit ZIP code'),
});
export type PatientFormInput = z.input<typeof patientFormSchema>;
export type PatientFormOutput = z.output<typeof patientFormSchema>;

/** A US number on file reads as "(202) 555-0143" rather than "+12025550143"; anything else as stored. */
export function formatPhone(phone: string | null): string {
  if (!phone) return '';
  const parsed = parsePhoneNumberFromString(phone, 'US');
  return parsed?.country === 'US' && parsed.isValid() ? parsed.formatNational() : phone;
}

export function patientToForm(patient: DoctorPatient): PatientFormInput {
  const values = Object.fromEntries(PATIENT_FIELDS.map((f) => [f, patient[f] ?? ''])) as PatientFormInput;
  const gender = GENDERS.some((g) => g.value === patient.gender) ? (patient.gender as PatientFormInput['gender']) : '';
  return { ...values, gender, phoneNumber: formatPhone(patient.phoneNumber), dateOfBirth: (patient.dateOfBirth ?? '').slice(0, 10) };
}

/**
 * The PATCH body: only the fields that are filled in and differ from the record (SPEC §5). An emptied field is not
 * sent, so it cannot erase anything.
 */
export function changedPatientFields(values: PatientFormOutput, saved: DoctorPatient): UpdateDoctorPatientBody {
  const body: Record<string, string> = {};
  const before = patientToForm(saved);
  for (const field of PATIENT_FIELDS) {
    const value = values[field];
    const was = field === 'phoneNumber' ? (saved.phoneNumber ?? '') : before[field];
    if (value !== '' && value !== was) body[field] = value;
  }
  return body as UpdateDoctorPatientBody;
}
