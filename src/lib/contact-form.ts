import type { z } from 'zod';
import type { PartnerPatient, UpdatePartnerPatientBody } from '@contracts/patients';
import { phoneForDisplay } from '@contracts/phone-display';
import { patientEditFormSchema } from './patient-form';

/** A patient's contact details, as a partner or an administrator corrects them (no date of birth or gender). */
export const contactFormSchema = patientEditFormSchema.omit({ dateOfBirth: true, gender: true });
export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactFormOutput = z.output<typeof contactFormSchema>;
export const CONTACT_FIELDS = contactFormSchema.keyof().options;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export function contactToForm(patient: PartnerPatient): ContactFormInput {
  const values = Object.fromEntries(CONTACT_FIELDS.map((f) => [f, patient[f] ?? ''])) as ContactFormInput;
  return { ...values, phoneNumber: phoneForDisplay(patient.phoneNumber) };
}

/** The PUT body: only the fields filled in that differ from the record (SPEC §5); an emptied field erases nothing. */
export function changedContactFields(values: ContactFormOutput, saved: PartnerPatient): UpdatePartnerPatientBody {
  const body: Record<string, string> = {};
  for (const field of CONTACT_FIELDS) {
    const value = values[field];
    if (value !== '' && value !== (saved[field] ?? '')) body[field] = value;
  }
  return body as UpdatePartnerPatientBody;
}

/** The form field a server detail names ("body.email", "email"), if it is one of ours. */
export const contactFieldOf = (path: string): ContactField | undefined =>
  (CONTACT_FIELDS as readonly string[]).includes(path) ? (path as ContactField) : undefined;
