import type { Role } from '#contracts/common';

/**
 * Who may talk to whom in chat (README, "Chat"). The rule is symmetric and holds for every pair of people in a
 * conversation, checked on search, on create and on every send:
 *
 * - staff (SUPER_ADMIN, DOCTOR, MEDICAL_PROVIDER and the care team) talk among themselves;
 * - the care team (NURSER, CLIENT_SPECIALIST, CUSTOMER_SUPPORT) talks with any patient;
 * - a DOCTOR or MEDICAL_PROVIDER talks with the patients the patients policy lets them see (patients.policy.ts,
 *   applied to the clinician's own actor: `CLINICIAN_AND_PATIENT` pairs are decided there, not here);
 * - partners (GYM_OWNER) and sales people talk with the care team and administrators (support), never with patients;
 * - two patients never share a conversation.
 *
 * Chat is the signed-in person's own: a delegate chats as themselves, never as the account they act for.
 */
export const CARE_TEAM: readonly Role[] = ['NURSER', 'CLIENT_SPECIALIST', 'CUSTOMER_SUPPORT'];
export const CLINICIANS: readonly Role[] = ['DOCTOR', 'MEDICAL_PROVIDER'];
const STAFF: readonly Role[] = ['SUPER_ADMIN', ...CLINICIANS, ...CARE_TEAM];
const SUPPORT: readonly Role[] = ['SUPER_ADMIN', ...CARE_TEAM];

/** The roles each role talks with whoever they are (clinician-patient pairs aside). */
export const TALKS_WITH: Record<Role, readonly Role[]> = {
  SUPER_ADMIN: [...STAFF, 'GYM_OWNER', 'SALES_PERSON'],
  DOCTOR: STAFF,
  MEDICAL_PROVIDER: STAFF,
  NURSER: [...STAFF, 'GYM_OWNER', 'SALES_PERSON', 'PATIENT'],
  CLIENT_SPECIALIST: [...STAFF, 'GYM_OWNER', 'SALES_PERSON', 'PATIENT'],
  CUSTOMER_SUPPORT: [...STAFF, 'GYM_OWNER', 'SALES_PERSON', 'PATIENT'],
  GYM_OWNER: SUPPORT,
  SALES_PERSON: SUPPORT,
  PATIENT: CARE_TEAM,
};

/** How a pair of roles is decided: always, never, or by the patients policy (a clinician and a patient). */
export function pairRule(a: Role, b: Role): 'YES' | 'NO' | 'CLINICIAN_AND_PATIENT' {
  if (TALKS_WITH[a].includes(b)) return 'YES';
  if ((CLINICIANS.includes(a) && b === 'PATIENT') || (a === 'PATIENT' && CLINICIANS.includes(b))) return 'CLINICIAN_AND_PATIENT';
  return 'NO';
}
