import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { DeadLetter, JobSummary } from '@contracts/jobs';
import { SimpleTable } from '@/components/simple-table';
import { ToneChip } from '@/components/tone-chip';
import { humanize } from '@/lib/format';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const when = (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : 'Never');

/** "every 30 seconds", "every 6 hours", "off". */
export function everyText(seconds: number): string {
  if (seconds <= 0) return 'Off';
  const [n, unit] = seconds % 3600 === 0 ? [seconds / 3600, 'hour'] : seconds % 60 === 0 ? [seconds / 60, 'minute'] : [seconds, 'second'];
  return n === 1 ? `Every ${unit}` : `Every ${n} ${unit}s`;
}

function StatusChip({ status }: { status: JobSummary['lastStatus'] }) {
  if (!status) return <ToneChip label="Not run yet" tone="neutral" />;
  if (status === 'FAILED') return <Chip label="Failed" color="error" size="small" sx={{ fontWeight: 600 }} />;
  return <ToneChip label={humanize(status)} tone={status === 'SUCCEEDED' ? 'good' : 'neutral'} />;
}

/** Each job: how often it runs, its last run and status, and its runs and failures of the last 24 hours. */
export function JobsTable({ jobs }: { jobs: JobSummary[] }) {
  return (
    <SimpleTable
      label="Scheduled jobs"
      size="small"
      columns={[
        'Job',
        'Runs',
        'Last run',
        'Last status',
        { label: 'Runs (24 h)', align: 'right' },
        { label: 'Failures (24 h)', align: 'right' },
      ]}
    >
      {jobs.map((job) => (
        <TableRow key={job.name}>
          <TableCell>{humanize(job.name)}</TableCell>
          <TableCell>{everyText(job.everySeconds)}</TableCell>
          <TableCell>{when(job.lastRunAt)}</TableCell>
          <TableCell>
            <StatusChip status={job.lastStatus} />
            {job.lastStatus === 'FAILED' && job.lastError && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {job.lastError}
              </Typography>
            )}
          </TableCell>
          <TableCell align="right">{job.runsLastDay}</TableCell>
          <TableCell align="right">{job.failuresLastDay}</TableCell>
        </TableRow>
      ))}
    </SimpleTable>
  );
}

/** Passes that failed every retry: which job, when, the error, and a Retry button. */
export function DeadLettersTable({
  letters,
  busyId,
  onRetry,
}: {
  letters: DeadLetter[];
  busyId: string | null;
  onRetry: (letter: DeadLetter) => void;
}) {
  return (
    <SimpleTable label="Dead letters" size="small" columns={['Job', 'Failed', 'Error', { label: 'Action', align: 'right' }]}>
      {letters.map((letter) => (
        <TableRow key={letter.id}>
          <TableCell>{humanize(letter.job)}</TableCell>
          <TableCell>{when(letter.failedAt)}</TableCell>
          <TableCell sx={{ maxWidth: 420, overflowWrap: 'anywhere' }}>{letter.error ?? 'No error text'}</TableCell>
          <TableCell align="right">
            <Button
              size="small"
              variant="outlined"
              disabled={busyId !== null}
              onClick={() => onRetry(letter)}
              aria-label={`Retry ${humanize(letter.job)} failed ${when(letter.failedAt)}`}
            >
              {busyId === letter.id ? 'Retrying…' : 'Retry'}
            </Button>
          </TableCell>
        </TableRow>
      ))}
    </SimpleTable>
  );
}
