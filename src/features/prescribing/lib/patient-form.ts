import { isValidPhoneNumber, parsePhoneNumberFromString, parsePhoneNumberWithError } from 'libphonenumber-js';
import { z } from 'zod';
import type { DoctorPatient, UpdateDoctorPatientBody } from '../../../../contracts/doctor';

export const US_PHONE_MESSAGE = 'Enter a valid US phone number';

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

export const GENDER_OPTIONS = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
  { value: 'other', label: 'Other' },
] as const;

const required = (max: number, message: string) =>
  z.string().trim().min(1, message).max(max, `Use at most ${max} characters`);

function isPastDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && date.getTime() < Date.now() && value >= '1900-01-01';
}

export const patientFormSchema = z.object({
  firstName: required(100, 'Enter the first name'),
  lastName: required(100, 'Enter the last name'),
  email: z.string().trim().toLowerCase().pipe(z.email('Enter a valid e-mail address').max(254)),
  phoneNumber: z
    .string()
    .trim()
    .refine((v) => isValidPhoneNumber(v, 'US'), US_PHONE_MESSAGE)
    // One canonical form (E.164), so that "(202) 555-0143" and "+12025550143" count as the same number.
    .transform((v) => parsePhoneNumberWithError(v, 'US').number as string),
  dateOfBirth: z.string().trim().refine(isPastDate, 'Enter a date of birth in the past'),
  gender: z.enum(['', 'female', 'male', 'other']),
  // The pharmacy ships to this address: all of it but the second line is needed.
  address1: required(200, 'Enter the street address'),
  address2: z.string().trim().max(200, 'Use at most 200 characters'),
  city: required(100, 'Enter the city'),
  state: z.string().trim().length(2, "Choose the patient's state"),
  zipcode: z.string().trim().regex(/^\d{5}(-\d{4})?$/, 'Enter a 5-digit ZIP code'),
});
export type PatientFormInput = z.input<typeof patientFormSchema>;
export type PatientFormOutput = z.output<typeof patientFormSchema>;

export const EMPTY_PATIENT_FORM: PatientFormInput = Object.fromEntries(PATIENT_FIELDS.map((f) => [f, ''])) as PatientFormInput;

/** A US number on file reads as "(202) 555-0143" rather than "+12025550143"; anything else as stored. */
export function phoneForDisplay(phone: string | null): string {
  if (!phone) return '';
  const parsed = parsePhoneNumberFromString(phone, 'US');
  return parsed?.country === 'US' && parsed.isValid() ? parsed.formatNational() : phone;
}

const savedValue = (patient: DoctorPatient, field: PatientField): string => {
  const value = patient[field] ?? '';
  return field === 'dateOfBirth' ? value.slice(0, 10) : value;
};

export function patientToForm(patient: DoctorPatient): PatientFormInput {
  const values = Object.fromEntries(PATIENT_FIELDS.map((f) => [f, savedValue(patient, f)])) as Record<PatientField, string>;
  const gender = GENDER_OPTIONS.some((g) => g.value === values.gender) ? (values.gender as PatientFormInput['gender']) : '';
  return { ...values, gender, phoneNumber: phoneForDisplay(patient.phoneNumber) };
}

/** The new patient of POST /doctors/create-new-order: the optional second line and gender only when given. */
export function newPatientBody(values: PatientFormOutput) {
  const { address2, gender, ...rest } = values;
  return { ...rest, ...(address2 ? { address2 } : {}), ...(gender ? { gender } : {}) };
}

/** The PATCH body: only fields that are filled in and differ from the record; an emptied field erases nothing. */
export function changedPatientFields(values: PatientFormOutput, saved: DoctorPatient): UpdateDoctorPatientBody {
  const body: Record<string, string> = {};
  for (const field of PATIENT_FIELDS) {
    const value = values[field];
    if (value !== '' && value !== savedValue(saved, field)) body[field] = value;
  }
  return body as UpdateDoctorPatientBody;
}

/** The form field a server detail names ("body.patient.email", "email"), if it is one of ours. */
export function patientFieldOf(path: string): PatientField | undefined {
  const field = path.replace(/^body\./, '').replace(/^patient\./, '');
  return (PATIENT_FIELDS as readonly string[]).includes(field) ? (field as PatientField) : undefined;
}
