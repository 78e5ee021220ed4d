/**
 * The audit-coverage test's cases for the care team's tasks (tests/server/audit-coverage.test.ts): tasks concern a
 * patient, so every read and change leaves one row, as the demo nurse. Each change works on a task of its own, opened
 * first (and marked done first for a reopening; not counted). What each care role may do is checked in care-tasks.test.ts
 * and care-tasks-reopen.test.ts.
 */
import type { Case } from './audit-cases';

type Send = (method: string, url: string, payload?: unknown) => Promise<Record<string, unknown>>;

/** Operations that touch no patient data, with the reason. */
export const CARE_TASKS_EXEMPT: Record<string, string> = {
  'GET /care/tasks/assignees': "the care team's names and roles: staff, not patient data",
  'GET /super-admin/sales-people/{userId}/commission-rate': "a sales person's rate: staff, not patient data",
  'PUT /super-admin/sales-people/{userId}/commission-rate':
    "a sales person's rate: staff, not patient data (audited as UPDATE_COMMISSION_RATE: sales-commission-rate.test.ts)",
};

export const careTaskCases = (seed: { jamie: { patientId: string } }, asCare: Send): [string, Case][] => {
  const followUp = () => ({ patientId: seed.jamie.patientId, title: 'Coverage follow-up', dueAt: '2030-01-01' });
  const made = async () => (await asCare('POST', '/care/tasks', followUp())).id as string;
  return [
    ['GET /care/tasks', { as: 'care', request: async () => ({ url: '/care/tasks?search=jamie' }) }],
    ['GET /care/tasks/{id}', { as: 'care', request: async () => ({ url: `/care/tasks/${await made()}` }) }],
    ['POST /care/tasks', { as: 'care', request: async () => ({ url: '/care/tasks', payload: followUp() }) }],
    [
      'POST /care/tasks/{id}/assign',
      { as: 'care', request: async () => ({ url: `/care/tasks/${await made()}/assign`, payload: { assigneeId: null } }) },
    ],
    [
      'POST /care/tasks/{id}/done',
      { as: 'care', request: async () => ({ url: `/care/tasks/${await made()}/done`, payload: { note: 'Done' } }) },
    ],
    [
      'POST /care/tasks/{id}/reopen',
      {
        as: 'care',
        request: async () => {
          const id = await made();
          await asCare('POST', `/care/tasks/${id}/done`, { note: 'Done' });
          return { url: `/care/tasks/${id}/reopen`, payload: { reason: 'Not done after all' } };
        },
      },
    ],
  ];
};
