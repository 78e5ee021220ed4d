import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { ReasonDialog } from '@/components/reason-dialog';
import { SectionCard } from '@/components/section-card';
import { CheckInList, PlanHistory, TreatmentPlanSummary } from '@/components/treatment-plan-view';
import { toastSuccess } from '@/lib/toast';
import { useMyTreatmentPlan } from '@/api/treatment-plans/get-my-treatment-plan';
import { useMyTreatmentActions, type PlanChange } from '@/api/treatment-plans/manage-my-treatment';
import { CheckInForm } from '@/features/patient-portal/components/check-in-form';

const CHANGES: Record<PlanChange, { label: string; title: string; text: string; done: string; destructive?: boolean }> = {
  pause: {
    label: 'Pause plan',
    title: 'Pause your treatment plan?',
    text: 'No refill is sent while your plan is paused. You can resume it at any time.',
    done: 'Treatment plan paused',
  },
  resume: {
    label: 'Resume plan',
    title: 'Resume your treatment plan?',
    text: 'Your refills start again, after your next check-in.',
    done: 'Treatment plan resumed',
  },
  cancel: {
    label: 'Cancel plan',
    title: 'Cancel your treatment plan?',
    text: 'No more refills are sent. This cannot be undone: a new plan needs a new order.',
    done: 'Treatment plan canceled',
    destructive: true,
  },
};

/** My treatment: the current dose and schedule, the refill check-in when one is due, pause, resume or cancel. */
export function MyTreatmentPage() {
  const { data: plan, error, isLoading, mutate } = useMyTreatmentPlan();
  const { change } = useMyTreatmentActions();
  const [pending, setPending] = useState<PlanChange | null>(null);

  let content;
  if (error) content = <LoadError title="Failed to fetch your treatment plan" error={error} onRetry={() => void mutate()} />;
  else if (isLoading) content = <Skeleton variant="rounded" height={240} aria-label="Loading your treatment plan" />;
  else if (!plan)
    content = <Alert severity="info">You have no treatment plan yet. It starts when your doctor writes your first prescription.</Alert>;
  else {
    const available: PlanChange[] = plan.status === 'ACTIVE' ? ['pause', 'cancel'] : plan.status === 'PAUSED' ? ['resume', 'cancel'] : [];
    content = (
      <Grid container spacing={2.5}>
        <Grid size={{ xs: 12, lg: 6 }}>
          <SectionCard
            title="My dose"
            action={
              <Stack direction="row" spacing={1}>
                {available.map((c) => (
                  <Button
                    key={c}
                    size="small"
                    variant="outlined"
                    color={CHANGES[c].destructive ? 'error' : 'primary'}
                    onClick={() => setPending(c)}
                  >
                    {CHANGES[c].label}
                  </Button>
                ))}
              </Stack>
            }
          >
            {plan.status === 'PAUSED' && (
              <Alert severity="warning" sx={{ mb: 2 }}>
                Your plan is paused: no refill is sent until you resume it.
              </Alert>
            )}
            <TreatmentPlanSummary plan={plan} />
          </SectionCard>
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <SectionCard title="Refill check-in">
            {plan.checkInDue ? (
              <Stack spacing={2}>
                <Typography>Your refill check-in is due. Your doctor reads it before your next refill is sent.</Typography>
                <CheckInForm />
              </Stack>
            ) : (
              <Typography color="text.secondary">
                {plan.status === 'ACTIVE' ? 'No check-in is due right now.' : 'No check-in while your plan is not active.'}
              </Typography>
            )}
          </SectionCard>
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <SectionCard title="My check-ins">
            <CheckInList checkIns={plan.checkIns} />
          </SectionCard>
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <SectionCard title="Plan history">
            <PlanHistory events={plan.events} />
          </SectionCard>
        </Grid>
      </Grid>
    );
  }

  return (
    <>
      <PageHeader title="My treatment" subtitle="Your dose, your schedule and your refill check-ins." />
      {content}
      {pending && (
        <ReasonDialog
          title={CHANGES[pending].title}
          minLength={3}
          multiline
          submitLabel={CHANGES[pending].label}
          color={CHANGES[pending].destructive ? 'error' : 'primary'}
          onClose={() => setPending(null)}
          onSubmit={async (reason) => {
            await change(pending, reason);
            toastSuccess(CHANGES[pending].done);
            setPending(null);
          }}
        >
          {CHANGES[pending].text}
        </ReasonDialog>
      )}
    </>
  );
}
