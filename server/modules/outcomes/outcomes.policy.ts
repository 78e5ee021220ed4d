// Read-only joins: patients (whose weights and plans they are: the patients policy's columns, `patients as p`).
import { sql } from 'kysely';
import { doctorsRows } from '#server/platform/access/doctor-reach';
import type { Policy } from '#server/platform/access/policy';
import type { Database, PatientsTable } from '#server/platform/db/schema';
import type { PlanAttentionTable } from '#server/platform/db/schema-treatment-plans';

type Joined = Database & { p: PatientsTable };

const doctors = doctorsRows<Joined, 'p'>('p.doctor_id', 'p.partner_id');

/**
 * Whose outcome one may read patient by patient (a chart, a doctor's list), decided on the patient's row
 * (`patients as p`): the patient their own; a doctor or medical provider the patients they reach. Partners and
 * administrators have no row here: they read aggregates only (`outcomeAggregatesPolicy`).
 */
export const outcomesPolicy: Policy<Joined, 'p'> = {
  PATIENT: (a) => (eb) => (a.patientId ? eb('p.id', '=', a.patientId) : sql<boolean>`false`),
  DOCTOR: doctors,
  MEDICAL_PROVIDER: doctors,
};

/**
 * The plans marked for the doctor's lists (`plan_attention as pa`, migration 0062) that a doctor or medical provider
 * looks at: those of the patients they reach, by the patient's doctor and partner the marks carry (their indexes). The
 * list still decides each plan's patient by `outcomesPolicy`, on the patient's row as it is now.
 */
export const markedPlansPolicy: Policy<Database & { pa: PlanAttentionTable }, 'pa'> = {
  DOCTOR: doctorsRows('pa.doctor_id', 'pa.partner_id'),
  MEDICAL_PROVIDER: doctorsRows('pa.doctor_id', 'pa.partner_id'),
};

/**
 * Whose patients an aggregate counts (medians and shares by medication, never a name, no group under 11): a partner
 * their own patients'; an administrator every patient.
 */
export const outcomeAggregatesPolicy: Policy<Joined, 'p'> = {
  SUPER_ADMIN: 'ALL',
  GYM_OWNER: (a) => (eb) => (a.partnerId ? eb('p.partner_id', '=', a.partnerId) : sql<boolean>`false`),
};
