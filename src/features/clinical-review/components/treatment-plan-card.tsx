import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { DoseAction, TreatmentPlan } from '@contracts/treatment-plans';
import { LoadError } from '@/components/load-error';
import { ReasonDialog } from '@/components/reason-dialog';
import { SectionCard } from '@/components/section-card';
import { CheckInList, PlanHistory, SevereFlagAlert, TreatmentPlanSummary } from '@/components/treatment-plan-view';
import { toastSuccess } from '@/lib/toast';
import { usePatientTreatmentPlan } from '@/api/treatment-plans/get-patient-treatment-plan';
import { usePatientTreatmentActions } from '@/api/treatment-plans/manage-patient-treatment-plan';

const ACTIONS: { action: DoseAction; label: string; title: (p: TreatmentPlan) => string }[] = [
  { action: 'STEP_UP', label: 'Move up', title: (p) => `Move up from ${p.currentDose} to ${p.nextDose}?` },
  { action: 'HOLD', label: 'Hold', title: (p) => `Hold at ${p.currentDose} for another ${p.steps[p.currentStep]?.weeks ?? 4} weeks?` },
  {
    action: 'STEP_DOWN',
    label: 'Step down',
    title: (p) => `Step down from ${p.currentDose} to ${p.steps[p.currentStep - 1]?.dose}?`,
  },
];

type Pending = { kind: 'dose'; action: DoseAction } | { kind: 'review'; checkInId: string } | null;

/**
 * The patient's treatment plan on the doctor's patient and order pages: dose, weeks on it, the next step, check-ins
 * (a severe one flagged until reviewed) and the dose actions, each with a required reason.
 */
export function TreatmentPlanCard({ patientId }: { patientId: string }) {
  const { data: plan, error, isLoading, mutate } = usePatientTreatmentPlan(patientId);
  const actions = usePatientTreatmentActions(patientId);
  const [pending, setPending] = useState<Pending>(null);

  let body;
  if (error) body = <LoadError title="Failed to fetch the treatment plan" error={error} onRetry={() => void mutate()} />;
  else if (isLoading) body = <CircularProgress aria-label="Loading the treatment plan" size={28} />;
  else if (!plan)
    body = <Typography color="text.secondary">No treatment plan yet: it starts with the patient’s first prescription.</Typography>;
  else {
    const flagged = plan.checkIns.find((c) => c.flagged && !c.reviewedAt);
    const open = plan.status !== 'CANCELED';
    const disabled: Record<DoseAction, boolean> = {
      STEP_UP: !open || plan.nextDose === null,
      HOLD: !open,
      STEP_DOWN: !open || plan.currentStep === 0,
    };
    body = (
      <Stack spacing={2.5}>
        {flagged && (
          <SevereFlagAlert
            action={
              <Button color="inherit" size="small" onClick={() => setPending({ kind: 'review', checkInId: flagged.id })}>
                Review check-in
              </Button>
            }
          />
        )}
        <TreatmentPlanSummary plan={plan} />
        <Stack useFlexGap direction="row" spacing={1} role="group" aria-label="Dose actions" sx={{ flexWrap: 'wrap' }}>
          {ACTIONS.map((a) => (
            <Button
              key={a.action}
              variant="outlined"
              disabled={disabled[a.action]}
              onClick={() => setPending({ kind: 'dose', action: a.action })}
            >
              {a.label}
            </Button>
          ))}
        </Stack>
        <div>
          <Typography variant="h3" sx={{ fontSize: '1rem', mb: 1 }}>
            Check-ins
          </Typography>
          <CheckInList checkIns={plan.checkIns} />
        </div>
        <div>
          <Typography variant="h3" sx={{ fontSize: '1rem', mb: 1 }}>
            History
          </Typography>
          <PlanHistory events={plan.events} />
        </div>
      </Stack>
    );
  }

  const doseAction = pending?.kind === 'dose' ? ACTIONS.find((a) => a.action === pending.action) : undefined;
  return (
    <SectionCard title="Treatment plan">
      {body}
      {plan && doseAction && (
        <ReasonDialog
          title={doseAction.title(plan)}
          minLength={3}
          multiline
          submitLabel={doseAction.label}
          onClose={() => setPending(null)}
          onSubmit={async (reason) => {
            await actions.changeDose(doseAction.action, reason);
            setPending(null);
            toastSuccess('Treatment plan updated');
          }}
        >
          The change is recorded in the plan’s history with your reason, and the patient sees the new dose.
        </ReasonDialog>
      )}
      {pending?.kind === 'review' && (
        <ReasonDialog
          title="Review the check-in"
          label="Note"
          minLength={3}
          multiline
          submitLabel="Acknowledge"
          onClose={() => setPending(null)}
          onSubmit={async (note) => {
            await actions.review(pending.checkInId, note);
            setPending(null);
            toastSuccess('Check-in reviewed');
          }}
        >
          Acknowledging lets the held refill be sent. Say what you decided (a call, a dose change).
        </ReasonDialog>
      )}
    </SectionCard>
  );
}
