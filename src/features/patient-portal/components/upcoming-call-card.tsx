import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, useState } from 'react';
import { SESSION_KIND_LABELS } from '@contracts/care-sessions';
import { DetailList } from '@/components/detail-list';
import { LoadError } from '@/components/load-error';
import { SectionCard } from '@/components/section-card';
import { getErrorMessage } from '@/lib/error-message';
import { lazyNamed } from '@/lib/lazy-named';
import { dayLabel, timeRange } from '@/lib/local-time';
import { toastSuccess } from '@/lib/toast';
import { useCancelPatientSession, usePatientSessions } from '@/api/care-sessions/get-patient-sessions';

// The cancel dialog's text field (and MUI's form fields with it) downloads when the patient is about to ask to cancel
// (pointing at or tabbing to the button), so that it opens at once.
const loadReasonDialog = () => import('@/components/reason-dialog');
const ReasonDialog = lazyNamed(loadReasonDialog, 'ReasonDialog');

export const CALLS_ERROR_TEXT = 'Error fetching your calls';

/** The patient's next scheduled call with the care team (in their own time zone), and the way to cancel it. */
export function UpcomingCallCard() {
  const { data, error, isLoading, mutate } = usePatientSessions();
  const cancelCall = useCancelPatientSession();
  const [canceling, setCanceling] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const next = data?.upcoming[0];

  const cancel = async (reason: string) => {
    if (!next) return;
    setBusy(true);
    setFailure(null);
    try {
      toastSuccess((await cancelCall(next.id, { reason })).message);
      setCanceling(false);
    } catch (e) {
      setFailure(getErrorMessage(e, 'Failed to cancel the call'));
    } finally {
      setBusy(false);
    }
  };

  let body;
  if (error && !data) body = <LoadError title={CALLS_ERROR_TEXT} error={error} onRetry={() => void mutate()} />;
  else if (isLoading || !data)
    body = (
      <Stack spacing={1} aria-busy="true" aria-label="Loading your next call">
        <Skeleton variant="text" width="50%" height={28} />
        <Skeleton variant="rounded" height={48} />
      </Stack>
    );
  else if (!next)
    body = (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        No upcoming calls. Your care team will schedule one when it is time to check in.
      </Typography>
    );
  else
    body = (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="h3" component="p">
          {SESSION_KIND_LABELS[next.kind]}
        </Typography>
        <DetailList
          items={[
            { term: 'Date', value: dayLabel(next.startsAt) },
            { term: 'Time', value: `${timeRange(next.startsAt, next.endsAt)} (your time)` },
            { term: 'With', value: next.hostName },
          ]}
        />
        <Button
          variant="outlined"
          color="error"
          onPointerEnter={() => void loadReasonDialog()}
          onFocus={() => void loadReasonDialog()}
          onClick={() => setCanceling(true)}
        >
          Cancel call
        </Button>
      </Stack>
    );

  return (
    <SectionCard title="Upcoming call">
      {body}
      {next && canceling && (
        <Suspense fallback={null}>
          <ReasonDialog
            open
            title="Cancel this call?"
            label="Reason"
            maxLength={500}
            submitLabel="Cancel call"
            color="error"
            busy={busy}
            failure={failure}
            onSubmit={(reason) => void cancel(reason)}
            onClose={() => setCanceling(false)}
          >
            {`${SESSION_KIND_LABELS[next.kind]} with ${next.hostName} on ${dayLabel(next.startsAt)}. Tell your care team why, so that they can find another time.`}
          </ReasonDialog>
        </Suspense>
      )}
    </SectionCard>
  );
}
