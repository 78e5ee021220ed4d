import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { CareTask } from '@contracts/care-tasks';
import { PagedTable } from '@/components/paged-table';
import { LinkCell } from '@/components/table-cells';
import { ToneChip } from '@/components/tone-chip';
import { formatDate } from '@/lib/format';
import type { ListPaging } from '@/lib/list-query';
import { KIND_LABELS, patientPath } from '@/features/care-tasks/lib/texts';

interface TasksTableProps {
  tasks: readonly CareTask[] | undefined;
  busy: boolean;
  paging: ListPaging;
  /** The signed-in user's id: "Assign to me" is not offered on their own tasks. */
  me: string | undefined;
  onAssignToMe: (task: CareTask) => void;
  onAssign: (task: CareTask) => void;
  onDone: (task: CareTask) => void;
}

const COLUMNS = ['Patient', 'Task', 'Kind', 'Due', 'Assignee', ''] as const;
const KIND_TONES = { PAYMENT_FAILED: 'neutral', RENEWAL_DUE: 'brand', FOLLOW_UP: 'good' } as const;

/** One page of tasks: whose, what, when it is due, who has it, and what to do with an open one. */
export function TasksTable({ tasks, busy, paging, me, onAssignToMe, onAssign, onDone }: TasksTableProps) {
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
            {t.status === 'DONE' && t.doneNote && (
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                Done{t.doneBy ? ` by ${t.doneBy.name}` : ''}: {t.doneNote}
              </Typography>
            )}
          </TableCell>
          <TableCell>
            <ToneChip label={KIND_LABELS[t.kind]} tone={KIND_TONES[t.kind]} />
          </TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(t.dueAt)}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{t.assignee?.name ?? 'Unassigned'}</TableCell>
          <TableCell align="right">
            {t.status === 'OPEN' ? (
              <Stack
                direction="row"
                useFlexGap
                sx={{ flexWrap: 'wrap', justifyContent: 'flex-end', gap: 0.5, minWidth: 190, '& button': { whiteSpace: 'nowrap' } }}
              >
                {t.assignee?.id !== me && (
                  <Button size="small" onClick={() => onAssignToMe(t)}>
                    Assign to me
                  </Button>
                )}
                <Button size="small" onClick={() => onAssign(t)}>
                  Assign…
                </Button>
                <Button size="small" variant="outlined" onClick={() => onDone(t)}>
                  Mark done
                </Button>
              </Stack>
            ) : (
              <Typography variant="body2" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
                Done {t.doneAt ? formatDate(t.doneAt) : ''}
              </Typography>
            )}
          </TableCell>
        </TableRow>
      ))}
    </PagedTable>
  );
}
