import type { CareTask } from '#contracts/care-tasks';
import type { TaskRow } from './care-tasks.repository';

const person = (id: string | null, name: string | null) => (id ? { id, name: name ?? '' } : null);

/** A task row (with its names) as the contract's shape. */
export const careTaskView = (r: TaskRow): CareTask => ({
  id: r.id,
  kind: r.kind,
  status: r.status,
  patientId: r.patient_id,
  patientName: r.patient_name,
  orderId: r.order_id,
  orderNumber: r.order_number ?? null,
  title: r.title,
  detail: r.detail,
  dueAt: new Date(r.due_at).toISOString(),
  assignee: person(r.assignee_id, r.assignee_name),
  createdBy: person(r.created_by, r.created_by_name),
  doneAt: r.done_at ? new Date(r.done_at).toISOString() : null,
  doneBy: person(r.done_by, r.done_by_name),
  doneNote: r.done_note,
  reopened:
    r.reopened_at && r.reopened_by
      ? {
          at: new Date(r.reopened_at).toISOString(),
          by: { id: r.reopened_by, name: r.reopened_by_name ?? '' },
          reason: r.reopen_reason ?? '',
        }
      : null,
  createdAt: new Date(r.created_at).toISOString(),
  updatedAt: new Date(r.updated_at).toISOString(),
});
