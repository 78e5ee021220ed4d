import { z } from 'zod';
import { envelope, listQuerySchema, pageOf, roleSchema, changesOf } from './common';
import { npiSchema } from './npi';
import { personInput, personSchema, ownNameAndPhone } from './person';
import { usPhoneSchema } from './us-phone';

// The super admin's doctors (`/super-admin/doctors...`), their pharmacy assignments and "act as".

export const DOCTOR_STATUSES = ['ACTIVE', 'INACTIVE', 'DELETED'] as const;
export const doctorStatusSchema = z.enum(DOCTOR_STATUSES);
export type DoctorStatus = z.infer<typeof doctorStatusSchema>;

/** The roles an admin creates a clinician account as. */
export const CLINICIAN_ROLES = ['DOCTOR', 'MEDICAL_PROVIDER'] as const;

const day = z.iso.date({ error: 'Enter a date as YYYY-MM-DD' });

/** A license state and the day it expires, as a form sends it. */
export const licenseInputSchema = z.object({
  state: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'Choose a US state'),
  expiresOn: day,
});
export type LicenseInput = z.infer<typeof licenseInputSchema>;

const licenses = z
  .array(licenseInputSchema)
  .max(60)
  .refine((list) => new Set(list.map((l) => l.state)).size === list.length, 'List each state once');

/** A license as shown: `expiresOn` null when none is on record (accounts made before expiries were kept). */
export const licenseSchema = z.object({ state: z.string(), expiresOn: z.string().nullable(), expired: z.boolean() });
export type License = z.infer<typeof licenseSchema>;

export const adminDoctorSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  ...personSchema.shape,
  role: roleSchema,
  npi: z.string().nullable(),
  status: doctorStatusSchema,
  licenses: z.array(licenseSchema),
  autoBilling: z.boolean(),
  createdAt: z.string(),
  deletedAt: z.string().nullable(),
});
export type AdminDoctor = z.infer<typeof adminDoctorSchema>;

export const adminDoctorListQuerySchema = listQuerySchema(
  ['createdAt:desc', 'createdAt:asc', 'name:asc', 'name:desc'],
  'createdAt:desc',
).extend({
  status: doctorStatusSchema.optional(),
});
export type AdminDoctorListQuery = z.infer<typeof adminDoctorListQuerySchema>;
export const adminDoctorListReplySchema = envelope(pageOf(adminDoctorSchema));
export const adminDoctorReplySchema = envelope(adminDoctorSchema);

/**
 * The doctors at a glance. Total counts every doctor not deleted; active and inactive split them by account status.
 * `doctorsIncreaseRate` is the change, in percent rounded to one decimal, of the doctors added this calendar month
 * (UTC) against those added last month: (this - last) / last x 100; 100 when last month added none and this month
 * some, 0 when neither added any. Deleted doctors count in neither month.
 */
export const adminDoctorSummarySchema = z.object({
  totalDoctors: z.number().int(),
  activeDoctors: z.number().int(),
  inactiveDoctors: z.number().int(),
  doctorsIncreaseRate: z.number(),
  newThisMonth: z.number().int(),
  newLastMonth: z.number().int(),
});
export type AdminDoctorSummary = z.infer<typeof adminDoctorSummarySchema>;
export const adminDoctorSummaryReplySchema = envelope(adminDoctorSummarySchema);

export const createAdminDoctorBodySchema = z.object({
  firstName: personInput.name,
  lastName: personInput.name,
  email: personInput.email,
  phoneNumber: usPhoneSchema,
  role: z.enum(CLINICIAN_ROLES).default('DOCTOR'),
  npi: npiSchema,
  licenses,
  /** The doctor signs in with it (then a code sent to the e-mail), and may be told to change it. */
  password: z.string().min(10, 'Password must be at least 10 characters').max(200),
});
export type CreateAdminDoctorBody = z.input<typeof createAdminDoctorBodySchema>;

export const updateAdminDoctorBodySchema = changesOf(
  z.object({
    firstName: personInput.name,
    lastName: personInput.name,
    email: personInput.email,
    phoneNumber: usPhoneSchema,
    npi: npiSchema,
    licenses,
    status: z.enum(['ACTIVE', 'INACTIVE']),
  }),
);
export type UpdateAdminDoctorBody = z.input<typeof updateAdminDoctorBodySchema>;

export const autoBillingBodySchema = z.object({ autoBilling: z.boolean() });

// --- pharmacy assignments

export const pharmacyAssignmentSchema = z.object({
  id: z.uuid(),
  doctorId: z.uuid(),
  pharmacyId: z.uuid(),
  provider: z.enum(['RX_PROVIDER', 'DIGITAL_RX']),
  name: z.string(),
  active: z.boolean(),
  createdAt: z.string(),
});
export type PharmacyAssignment = z.infer<typeof pharmacyAssignmentSchema>;
export const pharmacyAssignmentReplySchema = envelope(pharmacyAssignmentSchema);
export const pharmacyAssignmentListReplySchema = envelope(z.array(pharmacyAssignmentSchema));
export const assignPharmacyBodySchema = z.object({ doctorId: z.uuid(), pharmacyId: z.uuid() });
export type AssignPharmacyBody = z.infer<typeof assignPharmacyBodySchema>;
export const doctorIdParamsSchema = z.object({ doctorId: z.uuid() });
export const pharmacyListReplySchema = envelope(
  z.array(z.object({ id: z.uuid(), provider: z.enum(['RX_PROVIDER', 'DIGITAL_RX']), name: z.string(), active: z.boolean() })),
);
export const deletedCountReplySchema = envelope(z.object({ deleted: z.number().int() }));

// --- act as

/** A short-lived session as a doctor or partner, for the admin. `handoverCode` lets that portal's host take it once. */
export const actAsTokenSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  /** One-time, for `POST /auth/act-as/exchange` on the target portal's host: the URL carries this, never a token. */
  handoverCode: z.string(),
  expiresAt: z.string(),
  portal: z.enum(['medical', 'partner']),
  user: z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string(), role: roleSchema }),
});
export type ActAsToken = z.infer<typeof actAsTokenSchema>;
export const actAsTokenReplySchema = envelope(actAsTokenSchema);

/** The doctor's own profile. License states and NPI are verified and changed by a super admin. */
export const doctorProfileSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  ...personSchema.shape,
  npi: z.string().nullable(),
  licenseStates: z.array(z.string()),
  pharmacies: z.array(z.object({ id: z.uuid(), provider: z.enum(['RX_PROVIDER', 'DIGITAL_RX']), name: z.string() })),
});
export type DoctorProfile = z.infer<typeof doctorProfileSchema>;
export const doctorProfileReplySchema = envelope(doctorProfileSchema);
export const updateDoctorProfileBodySchema = changesOf(z.object(ownNameAndPhone));
export type UpdateDoctorProfileBody = z.infer<typeof updateDoctorProfileBodySchema>;
