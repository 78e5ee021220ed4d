import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { CareTask } from '@contracts/care-tasks';
import { CardList } from '@/components/card-list';
import { ToneChip } from '@/components/tone-chip';
import { formatDate } from '@/lib/format';
import { KIND_LABELS, KIND_TONES, patientPath } from '@/features/care-tasks/lib/texts';
import type { TasksTableProps } from './tasks-table';

type ActionsProps = Pick<TasksTableProps, 'me' | 'onAssignToMe' | 'onAssign' | 'onDone'> & { task: CareTask };

/** What can be done with an open task (assign, mark done); a done one says when. */
export function TaskActions({ task, me, onAssignToMe, onAssign, onDone }: ActionsProps) {
  if (task.status !== 'OPEN') {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
        Done {task.doneAt ? formatDate(task.doneAt) : ''}
      </Typography>
    );
  }
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'flex-end', gap: 0.5, '& button': { whiteSpace: 'nowrap' } }}>
      {task.assignee?.id !== me && (
        <Button size="small" onClick={() => onAssignToMe(task)}>
          Assign to me
        </Button>
      )}
      <Button size="small" onClick={() => onAssign(task)}>
        Assign…
      </Button>
      <Button size="small" variant="outlined" onClick={() => onDone(task)}>
        Mark done
      </Button>
    </Stack>
  );
}

/** The tasks on a phone: one card each, the patient and the kind on top, the actions below. */
export function TaskCards({ tasks, busy, paging, ...actions }: TasksTableProps) {
  return (
    <CardList label="Tasks" items={tasks} busy={busy} paging={paging} itemKey={(t) => t.id}>
      {(t) => (
        <>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
            <Link component={RouterLink} to={patientPath(t.patientId)} sx={{ fontWeight: 600 }}>
              {t.patientName}
            </Link>
            <ToneChip label={KIND_LABELS[t.kind]} tone={KIND_TONES[t.kind]} />
          </Stack>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {t.title}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t.orderNumber ? `Order #${t.orderNumber}, due` : 'Due'} {formatDate(t.dueAt)}, {t.assignee?.name ?? 'unassigned'}
          </Typography>
          {t.status === 'DONE' && t.doneNote && (
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              Done{t.doneBy ? ` by ${t.doneBy.name}` : ''}: {t.doneNote}
            </Typography>
          )}
          <TaskActions task={t} {...actions} />
        </>
      )}
    </CardList>
  );
}
