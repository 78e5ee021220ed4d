import { z } from 'zod';
import { doctorPatientFieldsSchema, type DoctorPatient, type UpdateDoctorPatientBody } from '@contracts/patients';
import { optionalUsPhoneSchema, usPhoneSchema } from '@contracts/us-phone';
import { phoneForDisplay } from '@contracts/phone-display';

/** The patient fields a doctor may set, in the form's order. */
export const PATIENT_FIELDS = doctorPatientFieldsSchema.keyof().options;
export type PatientField = (typeof PATIENT_FIELDS)[number];

type Gender = z.infer<typeof doctorPatientFieldsSchema.shape.gender>;
const GENDER_LABELS: Record<Gender, string> = { female: 'Female', male: 'Male', other: 'Other' };
export const GENDER_OPTIONS = doctorPatientFieldsSchema.shape.gender.options.map((value) => ({ value, label: GENDER_LABELS[value] }));

const upTo = (max: number) => z.string().trim().max(max, `Use at most ${max} characters`);
const filled = (max: number, message: string) => upTo(max).min(1, message);
/** Empty, or passing `ok`; normalised by `map`. */
const emptyOr = (ok: (v: string) => boolean, message: string, map: (v: string) => string = (v) => v) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || ok(v), message)
    .transform(map);

/** A real calendar day (2023-02-30 is not), after 1900 and before now. */
function isPastDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && date.getTime() < Date.now() && value >= '1900-01-01';
}

const email = z.string().trim().toLowerCase().pipe(z.email('Enter a valid email address').max(254));
const DOB_MESSAGE = 'Enter a date of birth in the past';
const ZIP_MESSAGE = 'Enter a 5-digit ZIP code';
const isZip = (v: string) => doctorPatientFieldsSchema.shape.zipcode.safeParse(v).success;
/** Gender is optional: empty when not given. */
const gender = z.literal('').or(doctorPatientFieldsSchema.shape.gender);

/** A whole record, as a pharmacy needs it to ship: everything but the second address line and gender. */
export const completePatientFormSchema = z.object({
  firstName: filled(100, 'Enter the first name'),
  lastName: filled(100, 'Enter the last name'),
  email,
  phoneNumber: usPhoneSchema,
  dateOfBirth: z.string().trim().refine(isPastDate, DOB_MESSAGE),
  gender,
  address1: filled(200, 'Enter the street address'),
  address2: upTo(200),
  city: filled(100, 'Enter the city'),
  state: z.string().trim().length(2, "Choose the patient's state"),
  zipcode: z.string().trim().refine(isZip, ZIP_MESSAGE),
});

/** A correction of a record on file: only the name and e-mail must stay filled in; a blank field keeps what is on file. */
export const patientEditFormSchema = z.object({
  firstName: filled(100, 'Required'),
  lastName: filled(100, 'Required'),
  email,
  phoneNumber: optionalUsPhoneSchema,
  dateOfBirth: emptyOr(isPastDate, DOB_MESSAGE),
  gender,
  address1: upTo(200),
  address2: upTo(200),
  city: upTo(100),
  state: emptyOr(
    (v) => /^[A-Za-z]{2}$/.test(v),
    'Enter a 2-letter state code, e.g. TX',
    (v) => v.toUpperCase(),
  ),
  zipcode: emptyOr(isZip, ZIP_MESSAGE),
});

export type PatientFormInput = z.input<typeof completePatientFormSchema>;
export type PatientFormOutput = z.output<typeof completePatientFormSchema>;

export const EMPTY_PATIENT_FORM = Object.fromEntries(PATIENT_FIELDS.map((f) => [f, ''])) as PatientFormInput;

/** What is on file, as the form compares it: the date of birth without a time. */
const savedValue = (patient: DoctorPatient, field: PatientField): string => {
  const value = patient[field] ?? '';
  return field === 'dateOfBirth' ? value.slice(0, 10) : value;
};

export function patientToForm(patient: DoctorPatient): PatientFormInput {
  const values = Object.fromEntries(PATIENT_FIELDS.map((f) => [f, savedValue(patient, f)])) as Record<PatientField, string>;
  const known = GENDER_OPTIONS.some((g) => g.value === values.gender);
  return { ...values, gender: known ? (values.gender as Gender) : '', phoneNumber: phoneForDisplay(patient.phoneNumber) };
}

/** The PATCH body: only fields that are filled in and differ from the record (SPEC §5); an emptied field erases nothing. */
export function changedPatientFields(values: PatientFormOutput, saved: DoctorPatient): UpdateDoctorPatientBody {
  const body: Record<string, string> = {};
  for (const field of PATIENT_FIELDS) {
    const value = values[field];
    if (value !== '' && value !== savedValue(saved, field)) body[field] = value;
  }
  return body as UpdateDoctorPatientBody;
}

/** The form field a server detail names ("body.patient.email", "body.email", "email"), if it is one of ours. */
export function patientFieldOf(path: string): PatientField | undefined {
  const field = path.replace(/^patient\./, '');
  return (PATIENT_FIELDS as readonly string[]).includes(field) ? (field as PatientField) : undefined;
}

/** A new patient for POST /doctors/create-new-order: the optional second line and gender only when given. */
export function newPatientBody(values: PatientFormOutput) {
  const { address2, gender, ...rest } = values;
  return { ...rest, ...(address2 ? { address2 } : {}), ...(gender ? { gender } : {}) };
}
