import { z } from 'zod';
import { envelope, pageOf } from './common';
import { dueFrom, PAST_DUE_MESSAGE } from './event-times';
import { limitedText, TEXT_LIMITS } from './text-limits';

/**
 * The care team's tasks (README "Care tasks"): follow-ups about a patient. The system opens PAYMENT_FAILED (a declined
 * charge of an order) and RENEWAL_DUE (a treatment renewing soon with no renewal yet); a care member opens FOLLOW_UP
 * by hand. One OPEN task per order and kind. A task is assigned to a care user and closed (DONE) with a note; a DONE
 * task may be reopened with a reason.
 */
export const CARE_TASK_KINDS = ['PAYMENT_FAILED', 'RENEWAL_DUE', 'FOLLOW_UP'] as const;
export const careTaskKindSchema = z.enum(CARE_TASK_KINDS);
export type CareTaskKind = z.infer<typeof careTaskKindSchema>;

export const CARE_TASK_STATUSES = ['OPEN', 'DONE'] as const;
export const careTaskStatusSchema = z.enum(CARE_TASK_STATUSES);
export type CareTaskStatus = z.infer<typeof careTaskStatusSchema>;

/** Which tasks by assignee: the caller's, nobody's, or any. */
export const CARE_TASK_ASSIGNEE_FILTERS = ['me', 'unassigned', 'any'] as const;

/** The kinds a customer support member sees and works on (no FOLLOW_UP: those may carry clinical notes). */
export const SUPPORT_TASK_KINDS = ['PAYMENT_FAILED', 'RENEWAL_DUE'] as const satisfies readonly CareTaskKind[];

export const careTaskListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  /** A patient's name or e-mail. */
  search: z.string().trim().max(100).optional(),
  status: careTaskStatusSchema.default('OPEN'),
  kind: careTaskKindSchema.optional(),
  assignee: z.enum(CARE_TASK_ASSIGNEE_FILTERS).default('any'),
  sort: z.enum(['dueAt:asc', 'dueAt:desc', 'createdAt:desc', 'createdAt:asc']).default('dueAt:asc'),
});
export type CareTaskListQuery = z.infer<typeof careTaskListQuerySchema>;

const personSchema = z.object({ id: z.string(), name: z.string() });

export const careTaskSchema = z.object({
  id: z.string(),
  kind: careTaskKindSchema,
  status: careTaskStatusSchema,
  patientId: z.string(),
  patientName: z.string(),
  orderId: z.string().nullable(),
  orderNumber: z.number().int().nullable(),
  title: z.string(),
  detail: z.string(),
  dueAt: z.string(),
  assignee: personSchema.nullable(),
  /** Null: opened by the system. */
  createdBy: personSchema.nullable(),
  doneAt: z.string().nullable(),
  doneBy: personSchema.nullable(),
  doneNote: z.string().nullable(),
  /** The last time a DONE task was reopened: when, by whom and why; null when it never was. */
  reopened: z.object({ at: z.string(), by: personSchema, reason: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CareTask = z.infer<typeof careTaskSchema>;

/** `total` is counted up to 1,000 (then `totalIsEstimate`): the done tasks grow without end. */
export const careTaskListReplySchema = envelope(pageOf(careTaskSchema).extend({ totalIsEstimate: z.boolean().optional() }));
export const careTaskReplySchema = envelope(careTaskSchema);

/** POST /care/tasks: a FOLLOW_UP about a patient, due on a date (or a moment), optionally assigned. */
export const createCareTaskBodySchema = z.object({
  patientId: z.uuid(),
  title: limitedText(TEXT_LIMITS.title).min(1, 'Enter a title'),
  detail: limitedText(TEXT_LIMITS.detail).default(''),
  dueAt: z.union([z.iso.date(), z.iso.datetime({ offset: true })]).refine((due) => dueFrom(due), PAST_DUE_MESSAGE),
  assigneeId: z.uuid().nullable().default(null),
});
export type CreateCareTaskBody = z.input<typeof createCareTaskBodySchema>;

/** POST /care/tasks/{id}/assign: to a care user (the caller or another), or null to leave it unassigned. */
export const assignCareTaskBodySchema = z.object({ assigneeId: z.uuid().nullable() });
export type AssignCareTaskBody = z.infer<typeof assignCareTaskBodySchema>;

/** POST /care/tasks/{id}/done: what was done, required. */
export const completeCareTaskBodySchema = z.object({ note: limitedText(TEXT_LIMITS.detail).min(1, 'Say what was done') });
export type CompleteCareTaskBody = z.infer<typeof completeCareTaskBodySchema>;

/** POST /care/tasks/{id}/reopen: why a DONE task goes back to OPEN, required. */
export const reopenCareTaskBodySchema = z.object({
  reason: limitedText(TEXT_LIMITS.detail).min(1, 'Say why the task is reopened'),
});
export type ReopenCareTaskBody = z.infer<typeof reopenCareTaskBodySchema>;

export const careAssigneeSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(['NURSER', 'CLIENT_SPECIALIST', 'CUSTOMER_SUPPORT']),
});
export type CareAssignee = z.infer<typeof careAssigneeSchema>;
export const careAssigneesReplySchema = envelope(z.object({ assignees: z.array(careAssigneeSchema) }));
