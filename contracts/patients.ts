import { z } from 'zod';
import { envelope, listQuerySchema, pageOf } from './common';
import { patientRecordSchema } from './patient';
import { personInput } from './person';

// The partner's view of their patients (GET/PUT /gym-owner/patients, the patient counts of the dashboard).

export const PATIENT_STATUSES = ['ACTIVE', 'PAUSED', 'INACTIVE'] as const;
export const patientStatusSchema = z.enum(PATIENT_STATUSES);

/** GET /gym-owner/patients: searched by name, e-mail or phone. */
export const partnerPatientListQuerySchema = listQuerySchema(
  ['name:asc', 'name:desc', 'createdAt:desc', 'createdAt:asc'],
  'name:asc',
).extend({ status: patientStatusSchema.optional() });
export type PartnerPatientListQuery = z.infer<typeof partnerPatientListQuerySchema>;

export const partnerPatientSchema = patientRecordSchema.extend({ partnerName: z.string().nullable() });
export type PartnerPatient = z.infer<typeof partnerPatientSchema>;
export const partnerPatientListReplySchema = envelope(pageOf(partnerPatientSchema));
export const partnerPatientReplySchema = envelope(partnerPatientSchema);

/** PUT /gym-owner/patients/{id}: a partner keeps their patients' contact details; only the fields sent change. */
export const updatePartnerPatientBodySchema = z
  .object({
    firstName: personInput.name,
    lastName: personInput.name,
    email: personInput.email,
    phoneNumber: personInput.phone,
    address1: personInput.addressLine,
    address2: personInput.addressLine,
    city: personInput.city,
    state: z.string().trim().length(2),
    zipcode: personInput.zipcode,
  })
  .partial()
  .refine((b) => Object.keys(b).length > 0, 'Send at least one field to change');
export type UpdatePartnerPatientBody = z.infer<typeof updatePartnerPatientBodySchema>;

/** PATCH /gym-owner/patients/{id}/status. */
export const updatePatientStatusBodySchema = z.object({ status: patientStatusSchema });

/** GET /gym-owner/summary: the partner's patients at a glance. */
export const partnerSummaryReplySchema = envelope(
  z.object({
    totalPatients: z.number().int(),
    activePatients: z.number().int(),
    pausedPatients: z.number().int(),
    inactivePatients: z.number().int(),
    newPatientsThisMonth: z.number().int(),
  }),
);

/** GET /gym-owner/patients-registered: how many patients registered in each day, week or month of a range. */
export const patientsRegisteredQuerySchema = z
  .object({
    period: z.enum(['day', 'week', 'month']).default('month'),
    startDate: z.iso.date().optional(),
    endDate: z.iso.date().optional(),
  })
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, {
    message: 'startDate must not be after endDate',
    path: ['endDate'],
  });
export const patientsRegisteredReplySchema = envelope(
  z.object({
    period: z.enum(['day', 'week', 'month']),
    points: z.array(z.object({ periodStart: z.string(), count: z.number().int() })),
    total: z.number().int(),
  }),
);

/** GET /gym-owner/external-patients: patients imported from another telehealth service, listed apart from ours. */
export const externalPatientListQuerySchema = listQuerySchema(['name:asc', 'name:desc', 'importedAt:desc', 'importedAt:asc'], 'name:asc');
export type ExternalPatientListQuery = z.infer<typeof externalPatientListQuerySchema>;
export const externalPatientSchema = z.object({
  id: z.uuid(),
  source: z.string(),
  externalId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  status: z.string().nullable(),
  medication: z.string().nullable(),
  lastOrderAt: z.string().nullable(),
  importedAt: z.string(),
});
export type ExternalPatient = z.infer<typeof externalPatientSchema>;
export const externalPatientListReplySchema = envelope(pageOf(externalPatientSchema));
