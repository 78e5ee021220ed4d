// Read-only joins: patients and users (the patient's name, searched through patients.service's `patientsMatching`;
// the assignee's, creator's, closer's and reopener's names: accounts), orders (the order's number).
import type { CareTaskKind, CareTaskListQuery } from '#contracts/care-tasks';
import { policyFilter } from '#server/platform/access/policy';
import type { AuditEntry } from '#server/platform/audit/audit';
import { inTransaction, noteListRead, noteLookup, type Ctx, type DeniedAs } from '#server/platform/context';
import type { Db } from '#server/platform/db/client';
import { LIST_COUNT_CAP, listPage, pagingOf } from '#server/platform/db/list';
import type { PatientIds } from '#server/modules/patients/patients.service';
import { careTasksPolicy } from './care-tasks.policy';
import { fullName } from '#server/platform/db/names';
import type { CareTasksTable, Database } from '#server/platform/db/schema';
import type { ExpressionBuilder } from 'kysely';

/**
 * The care_tasks table (migrations 0036, 0043): every read and change goes through the policy, and each one notes or
 * records its audit row here, naming the patient (a list page, a lookup, a new task, a change, a reminder sent).
 */
const policy = (ctx: Ctx) => policyFilter(careTasksPolicy, ctx.actor);
const visible = (ctx: Ctx) => ctx.db.selectFrom('care_tasks as t').where(policy(ctx));

/** A write that may find nothing to do (the task moved on meanwhile), and its audit row when it did something. */
const changedIf = <T>(ctx: Ctx, write: (db: Db) => Promise<T>, entry: (result: NonNullable<T>) => AuditEntry) =>
  inTransaction(ctx, async (tx) => {
    const result = await write(tx.db);
    if (result) await tx.audit.record(tx.db, entry(result));
    return result;
  });

const named = (tasks: ReturnType<typeof visible>) =>
  tasks
    .select([
      't.id',
      't.kind',
      't.status',
      't.patient_id',
      't.order_id',
      't.title',
      't.detail',
      't.due_at',
      't.assignee_id',
      't.created_by',
      't.done_at',
      't.done_by',
      't.done_note',
      't.reopened_at',
      't.reopened_by',
      't.reopen_reason',
      't.created_at',
      't.updated_at',
      // A lookup per row of the page (orders_pkey), never a join the planner could walk all orders for.
      (eb) => eb.selectFrom('orders as o').select('o.number').whereRef('o.id', '=', 't.order_id').as('order_number'),
    ])
    // The patient's name by join (the search filters on the patient); the names of the people who assigned, created,
    // closed and reopened the task by a lookup per row of the page (users_pkey). Four more left joins made the planner
    // search the orders of seven relations on every call: 16 to 26 ms of planning (bind) for a 0.4 ms statement, since
    // the statement keeps custom plans (bench, 10,000 orders).
    .innerJoin('patients as p', 'p.id', 't.patient_id')
    .innerJoin('users as pu', 'pu.id', 'p.user_id')
    .select([
      fullName('pu').as('patient_name'),
      (eb) => nameOf(eb, 't.assignee_id').as('assignee_name'),
      (eb) => nameOf(eb, 't.created_by').as('created_by_name'),
      (eb) => nameOf(eb, 't.done_by').as('done_by_name'),
      (eb) => nameOf(eb, 't.reopened_by').as('reopened_by_name'),
    ]);

/** The full name of the user `column` names, or null (no one). */
const nameOf = (eb: ExpressionBuilder<Database & { t: CareTasksTable }, 't'>, column: `t.${keyof CareTasksTable & string}`) =>
  eb.selectFrom('users as n').select(fullName('n').as('name')).whereRef('n.id', '=', column).$castTo<string | null>();

export type TaskRow = Awaited<ReturnType<ReturnType<typeof named>['executeTakeFirstOrThrow']>>;

const SORT = { dueAt: 't.due_at', createdAt: 't.created_at' } as const;

export type TaskFilter = CareTaskListQuery & {
  /** The caller's user id, for `assignee: 'me'`. */
  me: string;
  /** Patients whose name or e-mail matches the search (a subquery of patient ids). */
  patientsNamed?: PatientIds;
};

/** One page of the tasks the caller sees, by status, kind, assignee and patient, sorted and counted in SQL; noted. */
export async function listTasks(ctx: Ctx, filter: TaskFilter) {
  let filtered = visible(ctx).where('t.status', '=', filter.status);
  if (filter.kind) filtered = filtered.where('t.kind', '=', filter.kind);
  if (filter.assignee === 'me') filtered = filtered.where('t.assignee_id', '=', filter.me);
  if (filter.assignee === 'unassigned') filtered = filtered.where('t.assignee_id', 'is', null);
  if (filter.patientsNamed) filtered = filtered.where('t.patient_id', 'in', filter.patientsNamed);
  const page = await listPage(ctx.db, filtered, named, {
    ...pagingOf(filter, SORT, 't.id'),
    countCap: LIST_COUNT_CAP,
    // By status alone, the capped count walks the list's own index (care_tasks_status_due_idx / _created_idx).
    countInOrder: !filter.kind && filter.assignee === 'any' && !filter.patientsNamed,
  });
  await noteListRead(
    ctx,
    'care_task',
    { page: filter.page, count: page.rows.length },
    { details: { status: filter.status, kind: filter.kind ?? null, assignee: filter.assignee } },
  );
  return page;
}

/** One task the caller sees, noted as a READ (or as `deniedAs`, DENIED, when it is not theirs to see or does not exist). */
export async function findTask(ctx: Ctx, id: string, deniedAs: DeniedAs = {}) {
  const row = await named(visible(ctx)).where('t.id', '=', id).executeTakeFirst();
  await noteLookup(
    ctx,
    { action: 'READ', resourceType: 'care_task', resourceId: id, patientId: row?.patient_id ?? null },
    Boolean(row),
    deniedAs,
  );
  return row;
}

export type NewTask = {
  kind: CareTaskKind;
  patient_id: string;
  order_id: string | null;
  title: string;
  detail: string;
  due_at: Date;
  assignee_id: string | null;
  created_by: string | null;
};

/**
 * Opens a task and records its CREATE row (a task the system opens, with no creator, names its order); a second OPEN
 * task of the same order and kind is not made (care_tasks_one_open_idx): undefined then, and no row.
 */
export const insertTask = (ctx: Ctx, task: NewTask) =>
  changedIf(
    ctx,
    (db) =>
      db
        .insertInto('care_tasks')
        .values(task)
        .onConflict((oc) => oc.columns(['order_id', 'kind']).where('status', '=', 'OPEN').where('order_id', 'is not', null).doNothing())
        .returning(['id', 'patient_id'])
        .executeTakeFirst(),
    (created) => ({
      action: 'CREATE',
      resourceType: 'care_task',
      resourceId: created.id,
      patientId: task.patient_id,
      details: task.created_by
        ? { kind: task.kind, assigned: Boolean(task.assignee_id) }
        : { kind: task.kind, orderId: task.order_id, openedBy: 'system' },
    }),
  );

/** Which of these orders ever had a task of this kind (open or done): the renewal pass opens one per renewal. */
export const ordersWithTask = async (ctx: Ctx, kind: CareTaskKind, orderIds: string[]) =>
  orderIds.length === 0
    ? new Set<string>()
    : new Set(
        (await visible(ctx).select('t.order_id').where('t.kind', '=', kind).where('t.order_id', 'in', orderIds).execute()).map(
          (r) => r.order_id!,
        ),
      );

/** Changes one OPEN (or, to reopen it, DONE) task the caller sees: the policy is part of the UPDATE's WHERE. */
const updateTask = (db: Db, ctx: Ctx, id: string, status: 'OPEN' | 'DONE') =>
  db.updateTable('care_tasks as t').where('t.id', '=', id).where('t.status', '=', status).where(policy(ctx));

const updated = (result: { numUpdatedRows: bigint }) => result.numUpdatedRows > 0n;

/** Assigns an OPEN task (null: unassigns), and its ASSIGN row; false (no row) when it is no longer open. */
export const assignTask = (ctx: Ctx, task: TaskRow, assigneeId: string | null) =>
  changedIf(
    ctx,
    async (db) =>
      updated(await updateTask(db, ctx, task.id, 'OPEN').set({ assignee_id: assigneeId, updated_at: new Date() }).executeTakeFirst()),
    () => ({ action: 'ASSIGN', resourceType: 'care_task', resourceId: task.id, patientId: task.patient_id, details: { assigneeId } }),
  );

/** Closes an OPEN task with what was done, and its COMPLETE row; false (no row) when it was already closed. */
export const completeTask = (ctx: Ctx, task: TaskRow, by: string, note: string) =>
  changedIf(
    ctx,
    async (db) =>
      updated(
        await updateTask(db, ctx, task.id, 'OPEN')
          .set({ status: 'DONE', done_at: new Date(), done_by: by, done_note: note, updated_at: new Date() })
          .executeTakeFirst(),
      ),
    () => ({ action: 'COMPLETE', resourceType: 'care_task', resourceId: task.id, patientId: task.patient_id }),
  );

/**
 * Reopens a DONE task: OPEN again, the done fields cleared, the reopening kept, and its REOPEN row (naming the kind,
 * never the reason: free text about a patient); false (no row) when it is not DONE (any more). Another OPEN task of
 * the same order and kind makes it throw a unique violation (care_tasks_one_open_idx).
 */
export const reopenTask = (ctx: Ctx, task: TaskRow, by: string, reason: string) =>
  changedIf(
    ctx,
    async (db) =>
      updated(
        await updateTask(db, ctx, task.id, 'DONE')
          .set({
            status: 'OPEN',
            done_at: null,
            done_by: null,
            done_note: null,
            reopened_at: new Date(),
            reopened_by: by,
            reopen_reason: reason,
            updated_at: new Date(),
          })
          .executeTakeFirst(),
      ),
    () => ({ action: 'REOPEN', resourceType: 'care_task', resourceId: task.id, patientId: task.patient_id, details: { kind: task.kind } }),
  );

/** The renewal reminder e-mail a patient was sent about an order (an event, no row of this table): its REMIND row. */
export const recordRenewalReminder = (ctx: Ctx, orderId: string, patientId: string) =>
  ctx.audit.record(ctx.db, {
    action: 'REMIND',
    resourceType: 'order',
    resourceId: orderId,
    patientId,
    details: { reminder: 'RENEWAL_DUE' },
  });
