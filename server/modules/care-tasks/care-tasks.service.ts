import {
  SUPPORT_TASK_KINDS,
  type AssignCareTaskBody,
  type CareTaskKind,
  type CareTaskListQuery,
  type CompleteCareTaskBody,
  type CreateCareTaskBody,
  type ReopenCareTaskBody,
} from '#contracts/care-tasks';
import { CARE_ROLES } from '#contracts/patient-charts';
import { inTransaction, userOf, type Ctx } from '#server/platform/context';
import { isUniqueViolation } from '#server/platform/db/errors';
import { pageInfo } from '#server/platform/db/list';
import { conflict, forbidden, notFound, unprocessable } from '#server/platform/errors';
import * as accounts from '#server/modules/accounts/accounts.service';
import { dueWithoutRenewal } from '#server/modules/orders/renewals.service';
import * as patients from '#server/modules/patients/patients.service';
import * as repo from './care-tasks.repository';
import { careTaskView } from './care-tasks.views';

/**
 * The care team's tasks (README "Care tasks"). The policy decides which tasks a role sees (customer support: payment
 * and renewal tasks only), and the repository applies it to every read and change, and notes or records each one in
 * its transaction, naming the patient.
 */

/** How far ahead the renewal pass looks: a treatment renewing within this many days with no renewal yet gets a task. */
export const RENEWAL_TASK_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

const rolesFor = (kind: CareTaskKind) =>
  (SUPPORT_TASK_KINDS as readonly string[]).includes(kind) ? CARE_ROLES : CARE_ROLES.filter((r) => r !== 'CUSTOMER_SUPPORT');

/** GET /care/tasks. */
export async function listTasks(ctx: Ctx, query: CareTaskListQuery) {
  const named = query.search ? patients.patientsMatching(ctx, query.search) : undefined;
  const { rows, total, totalIsEstimate } = await repo.listTasks(ctx, { ...query, me: userOf(ctx).userId, patientsNamed: named });
  return { items: rows.map(careTaskView), ...pageInfo(total, query), ...(totalIsEstimate ? { totalIsEstimate: true } : {}) };
}

/** GET /care/tasks/{id}: one the caller sees, else 404 (audited DENIED). */
export async function getTask(ctx: Ctx, id: string) {
  const row = await repo.findTask(ctx, id);
  if (!row) throw notFound('Task not found');
  return careTaskView(row);
}

async function reread(ctx: Ctx, id: string) {
  const row = await repo.findTask(ctx, id);
  if (!row) throw notFound('Task not found');
  return careTaskView(row);
}

/** GET /care/tasks/assignees: the care team members a task may be assigned to (by name). */
export async function assignees(ctx: Ctx) {
  const rows = await accounts.careStaff(ctx, CARE_ROLES);
  return {
    assignees: rows.map((r) => ({ id: r.id, name: `${r.first_name} ${r.last_name}`, role: r.role as (typeof CARE_ROLES)[number] })),
  };
}

/** The assignee must be a live care member who may work on this kind of task. */
async function checkAssignee(ctx: Ctx, kind: CareTaskKind, assigneeId: string | null) {
  if (!assigneeId) return;
  const [found] = await accounts.careStaff(ctx, rolesFor(kind), assigneeId);
  if (!found) throw unprocessable('Assign the task to a care team member who may work on this kind of task', 'BAD_ASSIGNEE');
}

/** POST /care/tasks: a FOLLOW_UP about a patient, by a nurse or a client specialist (customer support: 403). */
export async function createFollowUp(ctx: Ctx, body: CreateCareTaskBody & { detail: string; assigneeId: string | null }) {
  const user = userOf(ctx);
  if (user.role === 'CUSTOMER_SUPPORT') throw forbidden('Customer support cannot open follow-up tasks');
  const patient = await patients.getPatient(ctx, body.patientId, { action: 'CREATE', resourceType: 'care_task' });
  await checkAssignee(ctx, 'FOLLOW_UP', body.assigneeId);
  const created = await repo.insertTask(ctx, {
    kind: 'FOLLOW_UP',
    patient_id: patient.id,
    order_id: null,
    title: body.title,
    detail: body.detail,
    due_at: new Date(body.dueAt),
    assignee_id: body.assigneeId,
    created_by: user.userId,
  });
  if (!created) throw conflict('This task exists already');
  return reread(ctx, created.id);
}

/** POST /care/tasks/{id}/assign: to a care member who may work on it, or nobody; only while OPEN (409 after). */
export async function assignTask(ctx: Ctx, id: string, body: AssignCareTaskBody) {
  const task = await repo.findTask(ctx, id, { action: 'ASSIGN' });
  if (!task) throw notFound('Task not found');
  if (task.status !== 'OPEN') throw conflict('This task is done already');
  await checkAssignee(ctx, task.kind, body.assigneeId);
  if (!(await repo.assignTask(ctx, task, body.assigneeId))) throw conflict('This task is done already');
  return reread(ctx, id);
}

/** POST /care/tasks/{id}/done: closes an OPEN task with what was done (the note is required); 409 when done already. */
export async function completeTask(ctx: Ctx, id: string, body: CompleteCareTaskBody) {
  const task = await repo.findTask(ctx, id, { action: 'COMPLETE' });
  if (!task) throw notFound('Task not found');
  if (task.status !== 'OPEN') throw conflict('This task is done already');
  if (!(await repo.completeTask(ctx, task, userOf(ctx).userId, body.note))) throw conflict('This task is done already');
  return reread(ctx, id);
}

/**
 * POST /care/tasks/{id}/reopen: a DONE task back to OPEN (done fields cleared), keeping when, by whom and why on the
 * task; the audit row names the patient but not the reason (free text about a patient). 409 when it is not DONE, or
 * when another OPEN task of the same order and kind exists (care_tasks_one_open_idx): nothing changes then.
 */
export async function reopenTask(ctx: Ctx, id: string, body: ReopenCareTaskBody) {
  const task = await repo.findTask(ctx, id, { action: 'REOPEN' });
  if (!task) throw notFound('Task not found');
  if (task.status !== 'DONE') throw conflict('Only a done task can be reopened');
  try {
    if (!(await repo.reopenTask(ctx, task, userOf(ctx).userId, body.reason))) throw conflict('Only a done task can be reopened');
  } catch (error) {
    if (isUniqueViolation(error, 'care_tasks_one_open_idx')) throw conflict('An open task of this kind already exists for this order');
    throw error;
  }
  return reread(ctx, id);
}

/**
 * A declined charge of an order opens a PAYMENT_FAILED task, in the transaction that records the decline (`tx`). A
 * second decline while one is open opens nothing (care_tasks_one_open_idx, ON CONFLICT DO NOTHING).
 */
export async function openPaymentFailedTask(
  tx: Ctx,
  order: { id: string; number: number; patient_id: string },
  decline: { code: string | null; message: string | null },
) {
  const created = await repo.insertTask(tx, {
    kind: 'PAYMENT_FAILED',
    patient_id: order.patient_id,
    order_id: order.id,
    title: `Payment declined for order #${order.number}`,
    detail: `${decline.message ?? 'The card was declined.'} Contact the patient to pay with another card.`,
    due_at: new Date(Date.now() + DAY_MS),
    assignee_id: null,
    created_by: null,
  });
  return Boolean(created);
}

/**
 * The daily renewal pass (server/jobs/care-tasks.ts): a RENEWAL_DUE task for each treatment renewing within `days`
 * with no renewal yet (orders' renewals service), once per order: an order that ever had one gets no second. Each
 * patient whose task was opened gets one reminder e-mail after the commit (through the notify adapter, which keeps
 * and retries what the provider refuses), audited as REMIND; a crash between the two leaves the task for the team.
 * System work (a context made with `asSystem`): it must see every task of these orders.
 */
export async function openRenewalTasks(ctx: Ctx, days = RENEWAL_TASK_DAYS) {
  const due = await dueWithoutRenewal(ctx, days);
  if (due.length === 0) return { renewalTasks: 0, renewalReminders: 0 };
  const opened = await inTransaction(ctx, async (tx) => {
    const had = await repo.ordersWithTask(
      tx,
      'RENEWAL_DUE',
      due.map((r) => r.orderId),
    );
    const made: typeof due = [];
    for (const r of due.filter((d) => !had.has(d.orderId))) {
      const created = await repo.insertTask(tx, {
        kind: 'RENEWAL_DUE',
        patient_id: r.patientId,
        order_id: r.orderId,
        title: `Renewal due ${r.renewsOn} for order #${r.orderNumber}`,
        detail: `${r.productName} (${r.dose}) renews on ${r.renewsOn} and no renewal has been made yet. Contact the patient about renewing.`,
        due_at: new Date(`${r.renewsOn}T00:00:00Z`),
        assignee_id: null,
        created_by: null,
      });
      if (created) made.push(r);
    }
    return made;
  });
  for (const r of opened) await remindOfRenewal(ctx, r);
  return { renewalTasks: opened.length, renewalReminders: opened.length };
}

/** The patient's reminder that their treatment renews soon: what to do (check-in, renewal) without clinical detail. */
async function remindOfRenewal(ctx: Ctx, r: Awaited<ReturnType<typeof dueWithoutRenewal>>[number]) {
  await ctx.deps.notifier.send({
    channel: 'email',
    to: r.email,
    subject: 'Your treatment renews soon',
    body: `Hello ${r.firstName}, your treatment from order #${r.orderNumber} renews on ${r.renewsOn}. Sign in to the patient portal to answer your refill check-in and renew, so that your next shipment is not delayed. Reply to this email or message your care team with any question.`,
  });
  await repo.recordRenewalReminder(ctx, r.orderId, r.patientId);
}
