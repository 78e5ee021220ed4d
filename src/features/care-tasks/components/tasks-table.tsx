import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { CareTask } from '@contracts/care-tasks';
import { PagedTable } from '@/components/paged-table';
import { LinkCell } from '@/components/table-cells';
import { ToneChip } from '@/components/tone-chip';
import { formatDate } from '@/lib/format';
import type { ListPaging } from '@/lib/list-query';
import { KIND_LABELS, KIND_TONES, patientPath } from '@/features/care-tasks/lib/texts';
import { TaskActions, TaskCards, TaskHistory } from './task-cards';

export interface TasksTableProps {
  tasks: readonly CareTask[] | undefined;
  busy: boolean;
  paging: ListPaging;
  /** The signed-in user's id: "Assign to me" is not offered on their own tasks. */
  me: string | undefined;
  onAssignToMe: (task: CareTask) => void;
  onAssign: (task: CareTask) => void;
  onDone: (task: CareTask) => void;
  onReopen: (task: CareTask) => void;
}

const COLUMNS = ['Patient', 'Task', 'Kind', 'Due', 'Assignee', ''] as const;

/**
 * One page of tasks: whose, what, when it is due, who has it, and what to do with an open one. A table, or on a phone
 * (narrower than MUI's `sm`) a list of cards, so that nothing scrolls sideways.
 */
export function TasksTable(props: TasksTableProps) {
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  return narrow ? <TaskCards {...props} /> : <TaskRows {...props} />;
}

function TaskRows({ tasks, busy, paging, ...actions }: TasksTableProps) {
  return (
    <PagedTable label="Tasks" columns={COLUMNS} minWidth={900} loaded={Boolean(tasks)} busy={busy} paging={paging}>
      {tasks?.map((t) => (
        <TableRow key={t.id} hover>
          <LinkCell to={patientPath(t.patientId)} below={t.orderNumber ? `Order #${t.orderNumber}` : undefined}>
            {t.patientName}
          </LinkCell>
          <TableCell sx={{ minWidth: 220 }}>
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
              {t.title}
            </Typography>
            <TaskHistory task={t} />
          </TableCell>
          <TableCell>
            <ToneChip label={KIND_LABELS[t.kind]} tone={KIND_TONES[t.kind]} />
          </TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(t.dueAt)}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{t.assignee?.name ?? 'Unassigned'}</TableCell>
          <TableCell align="right" sx={{ minWidth: 190 }}>
            <TaskActions task={t} {...actions} />
          </TableCell>
        </TableRow>
      ))}
    </PagedTable>
  );
}
