import type {
  AssignCareTaskBody,
  CareAssignee,
  CareTask,
  CompleteCareTaskBody,
  CreateCareTaskBody,
  ReopenCareTaskBody,
} from '@contracts/care-tasks';
import { mockApi, type Answer } from './http';

// The care team's tasks: the list, whom to assign to, assign, mark done and reopen.

type Page<T> = { items: T[]; total: number; page: number; limit: number; totalPages: number };

export const NURSE_ID = '00000000-0000-4000-8000-000000000900';
export const TASK_ID = '00000000-0000-4000-8000-000000000700';

export const careTask = (overrides: Partial<CareTask> = {}): CareTask => ({
  id: TASK_ID,
  kind: 'PAYMENT_FAILED',
  status: 'OPEN',
  patientId: '00000000-0000-4000-8000-000000000101',
  patientName: 'Riley Thompson',
  orderId: '00000000-0000-4000-8000-000000000201',
  orderNumber: 1042,
  title: 'Payment declined for order #1042',
  detail: 'Your card was declined. Contact the patient to pay with another card.',
  dueAt: '2026-11-27T12:00:00.000Z',
  assignee: null,
  createdBy: null,
  doneAt: null,
  doneBy: null,
  doneNote: null,
  reopened: null,
  createdAt: '2026-11-25T12:00:00.000Z',
  updatedAt: '2026-11-25T12:00:00.000Z',
  ...overrides,
});

export const careAssignee = (overrides: Partial<CareAssignee> = {}): CareAssignee => ({
  id: NURSE_ID,
  name: 'Casey Nguyen',
  role: 'NURSER',
  ...overrides,
});

/** GET /care/tasks. */
export const mockCareTasks = (answer: Answer<Page<CareTask>> = { items: [careTask()], total: 1, page: 1, limit: 10, totalPages: 1 }) =>
  mockApi('get', '/care/tasks', answer);

/** GET /care/tasks/assignees. */
export const mockCareTaskAssignees = (
  answer: Answer<{ assignees: CareAssignee[] }> = {
    assignees: [
      careAssignee(),
      careAssignee({ id: '00000000-0000-4000-8000-000000000901', name: 'Sydney Park', role: 'CUSTOMER_SUPPORT' }),
    ],
  },
) => mockApi('get', '/care/tasks/assignees', answer);

/** POST /care/tasks/{id}/assign: the task assigned as asked. */
export const mockAssignCareTask = (answer?: Answer<CareTask, AssignCareTaskBody>) =>
  mockApi<CareTask, AssignCareTaskBody>(
    'post',
    '/care/tasks/:id/assign',
    answer ?? ((call) => careTask({ assignee: call.body.assigneeId ? { id: call.body.assigneeId, name: 'Casey Nguyen' } : null })),
  );

/** POST /care/tasks/{id}/done: the task done with the note sent. */
export const mockCompleteCareTask = (answer?: Answer<CareTask, CompleteCareTaskBody>) =>
  mockApi<CareTask, CompleteCareTaskBody>(
    'post',
    '/care/tasks/:id/done',
    answer ?? ((call) => careTask({ status: 'DONE', doneNote: call.body.note, doneAt: '2026-11-25T13:00:00.000Z' })),
  );

/** POST /care/tasks: the follow-up as sent. */
export const mockCreateCareTask = (answer?: Answer<CareTask, CreateCareTaskBody>) =>
  mockApi<CareTask, CreateCareTaskBody>(
    'post',
    '/care/tasks',
    answer ??
      ((call) => careTask({ kind: 'FOLLOW_UP', orderId: null, orderNumber: null, title: call.body.title, patientId: call.body.patientId })),
  );

/** POST /care/tasks/{id}/reopen: the task open again, reopened by the nurse with the reason sent. */
export const mockReopenCareTask = (answer?: Answer<CareTask, ReopenCareTaskBody>) =>
  mockApi<CareTask, ReopenCareTaskBody>(
    'post',
    '/care/tasks/:id/reopen',
    answer ??
      ((call) =>
        careTask({ reopened: { at: '2026-11-26T09:00:00.000Z', by: { id: NURSE_ID, name: 'Casey Nguyen' }, reason: call.body.reason } })),
  );
