import { z } from 'zod';
import { envelope } from './common';
import { addressSchema, personInput, personSchema } from './person';

/** SPEC §3 "Patient profile". */
export const patientProfileSchema = personSchema.extend(addressSchema.shape);
export type PatientProfile = z.infer<typeof patientProfileSchema>;
export const patientProfileReplySchema = envelope(patientProfileSchema);

/** PUT /patient/profile: any of the fields; empty strings are ignored (only non-empty fields are merged). */
export const updatePatientProfileBodySchema = z
  .object({
    firstName: z.string().trim().max(100),
    lastName: z.string().trim().max(100),
    email: z.email().trim().toLowerCase().max(254).or(z.literal('')),
    phoneNumber: z.string().trim().max(30),
    address1: personInput.addressLine,
    address2: personInput.addressLine,
    city: personInput.city,
    state: z.string().trim().max(2),
    zipcode: z.string().trim().max(10),
    country: z.string().trim().max(2),
  })
  .partial();
export type UpdatePatientProfileBody = z.infer<typeof updatePatientProfileBodySchema>;

/** GET /patients/{id}: the patient's own record. */
export const patientRecordSchema = patientProfileSchema.extend({
  id: z.uuid(),
  userId: z.uuid(),
  dateOfBirth: z.string().nullable(),
  gender: z.string().nullable(),
  status: z.string(),
  createdAt: z.string(),
});
