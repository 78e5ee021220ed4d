import { ROLES, type Role } from '#contracts/common';
import type { Policy } from '#server/platform/access/policy';
import type { ChatMessagesTable, ConversationParticipantsTable, ConversationsTable, Database } from '#server/platform/db/schema';

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

/** The same rule for every role: chat is open to every signed-in person. */
const everyRole = <DB, TB extends keyof DB>(rule: Exclude<NonNullable<Policy<DB, TB>[Role]>, 'ALL'>): Policy<DB, TB> =>
  Object.fromEntries(ROLES.map((role) => [role, rule])) as Policy<DB, TB>;

/*
 * Which chat rows a person reaches, whatever their role: the conversations they take part in (a participant row of
 * theirs, conversation_participants_pkey), and those conversations' participants and messages. Chat is the signed-in
 * person's own: the actor, never the account a delegate acts for. The socket's fan-out reads as the system
 * (systemContext, 'chat fan-out'), to push each event to the participants it names.
 */

/** Conversations (`c`) the caller takes part in. */
export const conversationsPolicy: Policy<Database & { c: ConversationsTable }, 'c'> = everyRole(
  (actor) => (eb) =>
    eb.exists(
      eb
        .selectFrom('conversation_participants as mine')
        .select('mine.user_id')
        .whereRef('mine.conversation_id', '=', 'c.id')
        .where('mine.user_id', '=', actor.actorId),
    ),
);

/** The participant rows (`cp`) of the conversations the caller takes part in: theirs and the other people's. */
export const participantsPolicy: Policy<Database & { cp: ConversationParticipantsTable }, 'cp'> = everyRole(
  (actor) => (eb) =>
    eb.exists(
      eb
        .selectFrom('conversation_participants as mine')
        .select('mine.user_id')
        .whereRef('mine.conversation_id', '=', 'cp.conversation_id')
        .where('mine.user_id', '=', actor.actorId),
    ),
);

/**
 * The caller's own participant rows (`own`): their list, their unread counts. The same rows as participantsPolicy's
 * with the caller's user id (a row of theirs is a conversation they take part in), without looking up a second row
 * of theirs for each one: for a user in 1,800 conversations the planner drove that look-up from all of their rows.
 */
export const ownRowsPolicy: Policy<Database & { own: ConversationParticipantsTable }, 'own'> = everyRole(
  (actor) => (eb) => eb('own.user_id', '=', actor.actorId),
);

/** The messages (`m`) of the conversations the caller takes part in. */
export const messagesPolicy: Policy<Database & { m: ChatMessagesTable }, 'm'> = everyRole(
  (actor) => (eb) =>
    eb.exists(
      eb
        .selectFrom('conversation_participants as mine')
        .select('mine.user_id')
        .whereRef('mine.conversation_id', '=', 'm.conversation_id')
        .where('mine.user_id', '=', actor.actorId),
    ),
);
