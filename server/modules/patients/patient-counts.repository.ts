import type { RawBuilder } from 'kysely';
import { reachCondition, type DoctorReach } from '#server/platform/access/doctor-reach';
import type { Db } from '#server/platform/db/client';
import { keptCounts } from '#server/platform/db/kept-counts';

/** Live patients (account not deleted) per doctor and partner (migration 0067). */
const patientCounts = keptCounts({ counts: 'patient_counts', changes: 'patient_count_changes', keys: ['doctor_id', 'partner_id'] });

/**
 * How many live patients a doctor reaches, exact, from the counts the database keeps instead of the patients
 * themselves: the same patients as the DOCTOR row of patients.policy.ts, each counted once.
 */
export const patientsInReach = (reach: DoctorReach): RawBuilder<{ total: number }> => patientCounts.total(reachCondition(reach));

/** Moves the changes the triggers appended into the counts (the reach counts job); returns how many it moved. */
export const movePatientCountChanges = (db: Db) => patientCounts.move(db);
