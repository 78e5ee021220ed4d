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

type ActionsProps = Pick<TasksTableProps, 'me' | 'onAssignToMe' | 'onAssign' | 'onDone' | 'onReopen'> & { task: CareTask };

/** A task's history under its title: what was done (a done task), or why it was reopened (an open one that was). */
export function TaskHistory({ task }: { task: CareTask }) {
  const text =
    task.status === 'DONE'
      ? task.doneNote && `Done${task.doneBy ? ` by ${task.doneBy.name}` : ''}: ${task.doneNote}`
      : task.reopened && `Reopened by ${task.reopened.by.name} on ${formatDate(task.reopened.at)}: ${task.reopened.reason}`;
  if (!text) return null;
  return (
    <Typography variant="caption" sx={{ color: 'text.secondary' }}>
      {text}
    </Typography>
  );
}

/** What can be done with an open task (assign, mark done); a done one says when, and may be reopened. */
export function TaskActions({ task, me, onAssignToMe, onAssign, onDone, onReopen }: ActionsProps) {
  if (task.status !== 'OPEN') {
    return (
      <Stack direction="row" useFlexGap sx={{ alignItems: 'center', justifyContent: 'flex-end', gap: 1 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
          Done {task.doneAt ? formatDate(task.doneAt) : ''}
        </Typography>
        <Button size="small" onClick={() => onReopen(task)}>
          Reopen
        </Button>
      </Stack>
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
          <TaskHistory task={t} />
          <TaskActions task={t} {...actions} />
        </>
      )}
    </CardList>
  );
}
