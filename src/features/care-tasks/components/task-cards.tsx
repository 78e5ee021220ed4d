import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { CareTask } from '@contracts/care-tasks';
import { ListPagination } from '@/components/list-pagination';
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
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Stack
        component="ul"
        aria-label="Tasks"
        aria-busy={busy}
        sx={{ listStyle: 'none', m: 0, p: 0, opacity: busy && tasks ? 0.6 : 1, transition: 'opacity 150ms' }}
      >
        {tasks
          ? tasks.map((t) => (
              <Stack component="li" key={t.id} sx={{ gap: 0.75, p: 2, borderBottom: 1, borderColor: 'divider' }}>
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
              </Stack>
            ))
          : Array.from({ length: 3 }, (_, i) => (
              <Stack component="li" key={i} sx={{ p: 2, borderBottom: 1, borderColor: 'divider' }}>
                <Skeleton variant="text" />
                <Skeleton variant="text" width="60%" />
              </Stack>
            ))}
      </Stack>
      <ListPagination {...paging} ready={Boolean(tasks)} />
    </Paper>
  );
}
