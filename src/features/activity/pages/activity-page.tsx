import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import TextField from '@mui/material/TextField';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { lazy, Suspense, useState } from 'react';
import { TreatmentProgress } from '@/features/activity/components/treatment-progress';
import {
  ACTIVITY_PERIODS,
  ACTIVITY_TYPES,
  WEIGHT_ENTRY_NAME,
  type Activity,
  type ActivityPeriod,
  type ActivityType,
} from '@contracts/activities';
import { TableScroll } from '@/components/table-scroll';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { ListPagination } from '@/components/list-pagination';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { SelectFilter } from '@/components/select-filter';
import { toastFailure, toastSuccess } from '@/lib/toast';
import { formatDay } from '@/lib/format';
import { useActivities } from '@/api/activities/get-activities';
import { useActivityActions } from '@/api/activities/manage-activities';
import { ActivityDialog, type ActivityValues } from '../components/activity-dialog';
import { ActivityStatsCards } from '../components/activity-stats-cards';
import { EncouragementCard } from '../components/encouragement-card';
import { INTENSITY_LABELS, localToday, TYPE_LABELS } from '../lib/labels';

// On a phone the table keeps what fits (the type and day move under the name): all seven columns pushed the actions off screen.
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;
const NARROW_ONLY = { display: { xs: 'block', sm: 'none' } } as const;

const ActivityCharts = lazy(() => import('../components/activity-charts').then((m) => ({ default: m.ActivityCharts })));
const PERIOD_LABELS: Record<ActivityPeriod, string> = { week: 'Week', month: 'Month', year: 'Year' };

/** /activity: the patient's own activities, stats, charts and this week's encouragement. */
export function ActivityPage() {
  const [activityType, setActivityType] = useState<ActivityType | ''>('');
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(10);
  const [period, setPeriod] = useState<ActivityPeriod>('week');
  const [editing, setEditing] = useState<Activity | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Activity | null>(null);
  const [busy, setBusy] = useState(false);
  const list = useActivities({
    activityType: activityType || undefined,
    startDate: startDate || undefined,
    endDate: endDate || undefined,
    page,
    limit,
  });
  const actions = useActivityActions();

  const run = async (work: () => Promise<{ message?: string }>, failure: string) => {
    setBusy(true);
    try {
      toastSuccess((await work()).message);
      return true;
    } catch (error) {
      toastFailure(error, failure);
      return false;
    } finally {
      setBusy(false);
    }
  };
  const save = async (values: ActivityValues) => {
    const ok =
      editing && editing !== 'new'
        ? await run(() => actions.update(editing.id, values), 'Failed to update activity')
        : await run(() => actions.create(values), 'Failed to create activity');
    if (ok) setEditing(null);
  };
  const logWeight = (weight: number) =>
    run(
      () => actions.create({ activityType: 'WEIGHT', name: WEIGHT_ENTRY_NAME, duration: 0, date: localToday(), weight }),
      'Failed to create activity',
    );
  const remove = async () => {
    if (deleting && (await run(() => actions.remove(deleting.id), 'Failed to delete activity'))) setDeleting(null);
  };
  const filter = (apply: () => void) => {
    apply();
    setPage(1);
  };

  const data = list.data;
  return (
    <Stack spacing={3}>
      <PageHeader
        title="Activity"
        subtitle="Your workouts, walks and weight, week by week."
        actions={
          <Button variant="contained" onClick={() => setEditing('new')}>
            Log activity
          </Button>
        }
      />
      <EncouragementCard />
      <QuickWeight busy={busy} onLog={logWeight} />
      <TreatmentProgress />
      <ActivityStatsCards />
      <SelectFilter
        label="Chart period"
        value={period}
        options={ACTIVITY_PERIODS.map((p) => ({ value: p, label: PERIOD_LABELS[p] }))}
        onChange={setPeriod}
        minWidth={140}
      />
      <Suspense fallback={<Skeleton variant="rounded" height={280} aria-label="Loading charts" />}>
        <ActivityCharts period={period} />
      </Suspense>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SelectFilter
          label="Type"
          value={activityType}
          options={ACTIVITY_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] }))}
          onChange={(v) => filter(() => setActivityType(v))}
          allLabel="All types"
          minWidth={160}
        />
        <TextField
          label="From"
          type="date"
          value={startDate}
          onChange={(e) => filter(() => setStartDate(e.target.value))}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label="To"
          type="date"
          value={endDate}
          onChange={(e) => filter(() => setEndDate(e.target.value))}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      {list.error && !data ? (
        <LoadError title="Failed to fetch activities" error={list.error} onRetry={() => void list.mutate()} />
      ) : !data ? (
        <Skeleton variant="rounded" height={200} aria-label="Loading activities" />
      ) : data.activities.length === 0 ? (
        <EmptyState title="No activities yet" description="Log a walk, a workout or your weight to see it here." />
      ) : (
        <Paper variant="outlined">
          <TableScroll label="Activities">
            <Table aria-label="Activities" size="small">
              <TableHead>
                <TableRow>
                  {['Date', 'Type', 'Name', 'Minutes', 'Weight', 'Intensity', 'Actions'].map((c) => (
                    <TableCell key={c} sx={c === 'Date' || c === 'Type' || c === 'Intensity' ? WIDE_ONLY : undefined}>
                      {c}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {data.activities.map((a) => (
                  <TableRow key={a.id}>
                    <TableCell sx={{ ...WIDE_ONLY, whiteSpace: 'nowrap' }}>{formatDay(a.date)}</TableCell>
                    <TableCell sx={WIDE_ONLY}>{TYPE_LABELS[a.activityType]}</TableCell>
                    <TableCell>
                      {a.name}
                      <Typography variant="body2" component="span" sx={{ ...NARROW_ONLY, color: 'text.secondary' }}>
                        {TYPE_LABELS[a.activityType]} · {formatDay(a.date)}
                      </Typography>
                    </TableCell>
                    <TableCell>{a.duration}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{a.weight !== null ? `${a.weight} lb` : '—'}</TableCell>
                    <TableCell sx={WIDE_ONLY}>{a.intensity ? INTENSITY_LABELS[a.intensity] : '—'}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <IconButton aria-label={`Edit ${a.name} on ${formatDay(a.date)}`} onClick={() => setEditing(a)}>
                        <EditOutlined />
                      </IconButton>
                      <IconButton aria-label={`Delete ${a.name} on ${formatDay(a.date)}`} onClick={() => setDeleting(a)}>
                        <DeleteOutlined />
                      </IconButton>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableScroll>
          <ListPagination
            ready
            total={data.pagination.totalItems}
            page={page}
            limit={limit}
            onPageChange={setPage}
            onLimitChange={(l) => filter(() => setLimit(l))}
          />
        </Paper>
      )}
      {editing && (
        <ActivityDialog
          open
          activity={editing === 'new' ? undefined : editing}
          busy={busy}
          onSave={(v) => void save(v)}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={!!deleting}
        title="Delete activity?"
        confirmLabel="Delete"
        busy={busy}
        onConfirm={() => void remove()}
        onClose={() => setDeleting(null)}
      >
        {deleting ? `${deleting.name} on ${formatDay(deleting.date)} will be removed.` : ''}
      </ConfirmDialog>
    </Stack>
  );
}

/** "Log weight": today's weight as a WEIGHT entry named Weight Tracking, duration 0. */
function QuickWeight({ busy, onLog }: { busy: boolean; onLog: (weight: number) => Promise<boolean> }) {
  const [value, setValue] = useState('');
  const weight = Number(value);
  const valid = value !== '' && weight >= 50 && weight <= 1000;
  return (
    <Stack
      direction="row"
      spacing={2}
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        if (valid) void onLog(weight).then((ok) => ok && setValue(''));
      }}
    >
      <TextField
        label="Today's weight (lb)"
        type="number"
        size="small"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        error={value !== '' && !valid}
        helperText={value !== '' && !valid ? 'Between 50 and 1000 lb' : undefined}
      />
      <Button type="submit" variant="outlined" disabled={!valid} loading={busy} sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
        Log weight
      </Button>
    </Stack>
  );
}
