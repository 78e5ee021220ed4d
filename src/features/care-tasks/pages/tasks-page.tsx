import Button from '@mui/material/Button';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  CARE_TASK_ASSIGNEE_FILTERS,
  CARE_TASK_KINDS,
  careTaskListQuerySchema,
  type CareTask,
  type CareTaskKind,
} from '@contracts/care-tasks';
import { EmptyState } from '@/components/empty-state';
import { ListPage } from '@/components/list-page';
import { ListSearchToolbar } from '@/components/search-toolbar';
import { SelectFilter } from '@/components/select-filter';
import { messageOr } from '@/lib/api-errors';
import { useSessionSelector } from '@/lib/session/hooks';
import { toastFailure, toastSuccess } from '@/lib/toast';
import { useCappedPaging, useListQuery } from '@/lib/use-list-query';
import { useCareTaskAssignees } from '@/api/care-tasks/get-care-task-assignees';
import { useCareTasks } from '@/api/care-tasks/get-care-tasks';
import { useCareTaskActions } from '@/api/care-tasks/manage-care-tasks';
import { AssignDialog } from '@/features/care-tasks/components/assign-dialog';
import { TaskTextDialog } from '@/features/care-tasks/components/task-text-dialog';
import { FollowUpDialog } from '@/features/care-tasks/components/follow-up-dialog';
import { TasksTable } from '@/features/care-tasks/components/tasks-table';
import {
  ASSIGN_FAILED_TEXT,
  ASSIGNED_TEXT,
  DONE_TEXT,
  FOLLOW_UP_TEXT,
  KIND_LABELS,
  REOPENED_TEXT,
  TASKS_ERROR_TEXT,
} from '@/features/care-tasks/lib/texts';
import { NEWEST_SORT_LABELS } from '@/lib/sort-labels';

const SORTS = careTaskListQuerySchema.shape.sort.unwrap().options;
type TaskSort = (typeof SORTS)[number];
const SORT_LABELS: Record<TaskSort, string> = {
  'dueAt:asc': 'Due soonest first',
  'dueAt:desc': 'Due latest first',
  ...NEWEST_SORT_LABELS,
};
const STATUS_OPTIONS = [
  { value: 'OPEN', label: 'Open' },
  { value: 'DONE', label: 'Done' },
] as const;
type Assignee = (typeof CARE_TASK_ASSIGNEE_FILTERS)[number];
const ASSIGNEE_LABELS: Record<Assignee, string> = { any: 'Everyone', me: 'Assigned to me', unassigned: 'Unassigned' };

const LIST_STATES = {
  progressLabel: 'Loading tasks',
  errorTitle: TASKS_ERROR_TEXT,
  noMatch: <EmptyState title="No tasks" description="No task matches these filters." />,
};

/** The care team's tasks: filtered by status, kind and assignee, assigned, marked done and reopened here. */
export function CareTasksPage() {
  const list = useListQuery({ sort: { options: SORTS, default: 'dueAt:asc' }, statuses: ['OPEN', 'DONE'] }, ['kind', 'assignee']);
  const { query, update } = list;
  const [params, setParams] = useSearchParams();
  const kind = (CARE_TASK_KINDS as readonly string[]).includes(params.get('kind') ?? '') ? (params.get('kind') as CareTaskKind) : '';
  const assignee = (CARE_TASK_ASSIGNEE_FILTERS as readonly string[]).includes(params.get('assignee') ?? '')
    ? (params.get('assignee') as Assignee)
    : 'any';
  const status = query.status === 'DONE' ? 'DONE' : 'OPEN';
  const tasks = useCareTasks({ ...list.pageQuery, status, kind: kind || undefined, assignee });
  const { data } = tasks;
  const { pastEnd, paging } = useCappedPaging(list, data);
  const me = useSessionSelector((s) => s.user.user?.id);
  const actions = useCareTaskActions();
  const [assigning, setAssigning] = useState<CareTask | null>(null);
  const [completing, setCompleting] = useState<CareTask | null>(null);
  const [reopening, setReopening] = useState<CareTask | null>(null);
  const [opening, setOpening] = useState(false);
  // Customer support works on payment and renewal tasks only: no follow-ups of their own (README "Care tasks").
  const canOpenFollowUp = useSessionSelector((s) => s.user.user?.role) !== 'CUSTOMER_SUPPORT';
  const assignees = useCareTaskAssignees(assigning !== null);

  /** A filter of the address bar besides the list's own: a change starts again from page 1. */
  const setFilter = (name: 'kind' | 'assignee', value: string) => {
    const next = new URLSearchParams(params);
    if (value && value !== 'any') next.set(name, value);
    else next.delete(name);
    next.delete('page');
    setParams(next);
  };

  const assignToMe = async (task: CareTask) => {
    if (!me) return;
    try {
      await actions.assign(task.id, { assigneeId: me });
      toastSuccess(ASSIGNED_TEXT);
    } catch (error) {
      toastFailure(messageOr(error, ASSIGN_FAILED_TEXT));
    }
  };

  const filtered = Boolean(query.search || kind) || assignee !== 'any' || status !== 'OPEN';
  return (
    <>
      <ListPage
        title="Tasks"
        subtitle="Follow-ups about patients: declined payments, renewals due and follow-ups the team opened."
        actions={
          canOpenFollowUp ? (
            <Button variant="contained" onClick={() => setOpening(true)}>
              New follow-up
            </Button>
          ) : undefined
        }
        empty={<EmptyState title="No tasks" description="Nothing to follow up right now." />}
        filtered={filtered}
        toolbar={
          <ListSearchToolbar list={list} label="Search tasks" helperText="Patient name or email">
            <SelectFilter
              label="Status"
              value={status}
              options={STATUS_OPTIONS}
              onChange={(s) => update({ status: s, page: 1 })}
              minWidth={120}
            />
            <SelectFilter
              label="Kind"
              value={kind}
              options={CARE_TASK_KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] }))}
              onChange={(k) => setFilter('kind', k)}
              allLabel="All kinds"
              minWidth={160}
            />
            <SelectFilter
              label="Assignee"
              value={assignee}
              options={CARE_TASK_ASSIGNEE_FILTERS.map((a) => ({ value: a, label: ASSIGNEE_LABELS[a] }))}
              onChange={(a) => setFilter('assignee', a)}
              minWidth={170}
            />
            <SelectFilter
              label="Sort by"
              value={query.sort}
              options={SORTS.map((s) => ({ value: s, label: SORT_LABELS[s] }))}
              onChange={(sort) => update({ sort, page: 1 })}
              minWidth={180}
            />
          </ListSearchToolbar>
        }
        load={tasks}
        {...LIST_STATES}
      >
        <TasksTable
          tasks={pastEnd ? undefined : data?.items}
          busy={tasks.isValidating}
          paging={paging}
          me={me}
          onAssignToMe={(t) => void assignToMe(t)}
          onAssign={setAssigning}
          onDone={setCompleting}
          onReopen={setReopening}
        />
      </ListPage>
      {assigning && (
        <AssignDialog
          task={assigning}
          assignees={assignees.data}
          loadFailure={assignees.error ? { error: assignees.error, retry: () => void assignees.mutate() } : null}
          onClose={() => setAssigning(null)}
          assign={async (assigneeId) => {
            await actions.assign(assigning.id, { assigneeId });
            toastSuccess(ASSIGNED_TEXT);
          }}
        />
      )}
      {opening && (
        <FollowUpDialog
          onClose={() => setOpening(false)}
          create={async (body) => {
            await actions.create(body);
            toastSuccess(FOLLOW_UP_TEXT);
          }}
        />
      )}
      {completing && (
        <TaskTextDialog
          kind="done"
          task={completing}
          onClose={() => setCompleting(null)}
          send={async (note) => {
            await actions.complete(completing.id, { note });
            toastSuccess(DONE_TEXT);
          }}
        />
      )}
      {reopening && (
        <TaskTextDialog
          kind="reopen"
          task={reopening}
          onClose={() => setReopening(null)}
          send={async (reason) => {
            await actions.reopen(reopening.id, { reason });
            toastSuccess(REOPENED_TEXT);
          }}
        />
      )}
    </>
  );
}
