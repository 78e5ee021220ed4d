import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import type { DeadLetter } from '@contracts/jobs';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { SectionCard } from '@/components/section-card';
import { messageOr } from '@/lib/api-errors';
import { toastFailure, toastSuccess } from '@/lib/toast';
import { useJobs } from '@/api/admin-jobs/get-jobs';
import { useRetryJob } from '@/api/admin-jobs/retry-job';
import { DeadLettersTable, JobsTable } from '@/features/admin-oversight/components/jobs-tables';

/** The scheduled jobs (last run, status, failures) and the dead letters, each with a Retry button. */
export function ScheduledJobsPage() {
  const jobs = useJobs();
  const retry = useRetryJob();
  const [busyId, setBusyId] = useState<string | null>(null);

  const onRetry = async (letter: DeadLetter) => {
    setBusyId(letter.id);
    try {
      const reply = await retry.trigger(letter.id);
      toastSuccess(reply.message ?? 'Job queued again');
      await jobs.mutate();
    } catch (error) {
      toastFailure(messageOr(error, 'Failed to retry the job'));
    } finally {
      setBusyId(null);
    }
  };

  const data = jobs.data;
  let body;
  if (jobs.error && !data) body = <LoadError title="Error fetching scheduled jobs" error={jobs.error} onRetry={() => void jobs.mutate()} />;
  else if (!data) body = <Skeleton variant="rounded" height={240} aria-label="Loading scheduled jobs" />;
  else
    body = (
      <Stack spacing={3}>
        <SectionCard title="Jobs">
          {data.jobs.length === 0 ? (
            <EmptyState title="No scheduled jobs" description="This server runs no scheduled jobs." />
          ) : (
            <JobsTable jobs={data.jobs} />
          )}
        </SectionCard>
        <SectionCard title="Dead letters">
          {data.deadLetters.length === 0 ? (
            <EmptyState title="No dead letters" description="Every failed pass succeeded on a retry." />
          ) : (
            <DeadLettersTable letters={data.deadLetters} busyId={busyId} onRetry={(letter) => void onRetry(letter)} />
          )}
        </SectionCard>
      </Stack>
    );

  return (
    <>
      <PageHeader
        title="Scheduled Jobs"
        subtitle="Work the platform does on its own: pharmacy checks, refunds, invoices, auto-billing, message retries and the care team's renewal tasks. A pass that fails every retry is kept here until you retry it."
      />
      {body}
    </>
  );
}
