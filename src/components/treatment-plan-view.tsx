import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import {
  OUTCOME_DECISION_LABELS,
  SEVERE_FLAG_TEXT,
  SEVERITY_LABELS,
  SIDE_EFFECT_LABELS,
  type CheckIn,
  type PlanEvent,
  type TreatmentPlan,
} from '@contracts/treatment-plans';
import { formatDate, humanize } from '@/lib/format';
import { DetailList } from './detail-list';
import { ToneChip } from './tone-chip';
import { countOf } from '@contracts/plural';

const STATUS_TONE = { ACTIVE: 'good', PAUSED: 'neutral', CANCELED: 'neutral' } as const;

export const planStatusLabel = (status: TreatmentPlan['status']) => humanize(status);

/** A plan's dose, time on it, the next step and the whole schedule, the current step marked. */
export function TreatmentPlanSummary({ plan }: { plan: TreatmentPlan }) {
  const maintenance = plan.nextDose === null;
  return (
    <Stack spacing={2}>
      <DetailList
        items={[
          { term: 'Status', value: <ToneChip label={planStatusLabel(plan.status)} tone={STATUS_TONE[plan.status]} /> },
          { term: 'Medication', value: humanize(plan.medication) },
          { term: 'Current dose', value: `${plan.currentDose} weekly` },
          {
            term: 'Weeks on this dose',
            // "0 (since …)" read as if nothing had started: the first week says so in words.
            value: `${plan.weeksOnDose === 0 ? 'Less than a week' : plan.weeksOnDose} (since ${formatDate(plan.stepStartedAt)})`,
          },
          {
            term: 'Next step',
            value: maintenance
              ? 'Maintenance dose: no further steps'
              : `${plan.nextDose} weekly${plan.nextStepDue ? `, considered from ${formatDate(plan.nextStepDue)}` : ''}`,
          },
        ]}
      />
      <Box component="ol" aria-label="Dose schedule" sx={{ m: 0, pl: 2.5 }}>
        {plan.steps.map((step, i) => (
          <Typography
            component="li"
            key={step.dose}
            aria-current={i === plan.currentStep ? 'step' : undefined}
            sx={{ fontWeight: i === plan.currentStep ? 700 : 400, color: i < plan.currentStep ? 'text.secondary' : 'text.primary' }}
          >
            {step.dose} weekly{step.weeks ? ` for ${step.weeks} weeks` : ' (maintenance)'}
            {i === plan.currentStep ? ' — current' : ''}
          </Typography>
        ))}
      </Box>
    </Stack>
  );
}

function sideEffectsOf(c: CheckIn) {
  if (c.severity === 'NONE') return 'No side effects';
  const names = c.sideEffects.map((s) => (s === 'OTHER' && c.otherSideEffect ? c.otherSideEffect : SIDE_EFFECT_LABELS[s]));
  return `${SEVERITY_LABELS[c.severity]}: ${names.join(', ')}`;
}

/** A patient's check-ins, newest first, with the flag and the doctor's review. */
export function CheckInList({ checkIns }: { checkIns: CheckIn[] }) {
  if (checkIns.length === 0) return <Typography color="text.secondary">No check-ins yet.</Typography>;
  return (
    <Stack component="ul" aria-label="Check-ins" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {checkIns.map((c) => (
        <Box component="li" key={c.id} sx={{ borderLeft: 3, borderColor: c.flagged ? 'error.main' : 'divider', pl: 1.5 }}>
          <Typography sx={{ fontWeight: 600 }}>
            {formatDate(c.createdAt)} · {c.weight} lb · {countOf(c.missedDoses, 'missed dose')}
          </Typography>
          <Typography variant="body2">{sideEffectsOf(c)}</Typography>
          {c.notes && <Typography variant="body2">“{c.notes}”</Typography>}
          {c.flagged && !c.reviewedAt && (
            <Typography variant="body2" color="error" sx={{ fontWeight: 600 }}>
              {SEVERE_FLAG_TEXT}: waiting for a doctor’s review
            </Typography>
          )}
          {c.reviewedAt && (
            <Typography variant="body2" color="text.secondary">
              Reviewed by {c.reviewedBy ?? 'a doctor'} on {formatDate(c.reviewedAt)}: {c.reviewNote}
            </Typography>
          )}
        </Box>
      ))}
    </Stack>
  );
}

const EVENT_TEXT: Record<PlanEvent['type'], (e: PlanEvent) => string> = {
  STARTED: (e) => `Started on ${e.toDose}`,
  STEPPED_UP: (e) => `Moved up from ${e.fromDose} to ${e.toDose}`,
  HELD: (e) => `Held at ${e.toDose}`,
  STEPPED_DOWN: (e) => `Stepped down from ${e.fromDose} to ${e.toDose}`,
  PAUSED: () => 'Paused',
  RESUMED: () => 'Resumed',
  CANCELED: () => 'Canceled',
  OUTCOME_REVIEWED: (e) => `Response reviewed: ${e.decision ? OUTCOME_DECISION_LABELS[e.decision] : 'reviewed'}`,
};

/** The plan's history of dose and status changes, newest first, with who and why. */
export function PlanHistory({ events }: { events: PlanEvent[] }) {
  return (
    <Stack component="ul" aria-label="Plan history" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {events.map((e) => (
        <li key={e.id}>
          <Typography variant="body2">
            <strong>{formatDate(e.createdAt)}</strong> · {EVENT_TEXT[e.type](e)}
            {e.actorName ? ` by ${e.actorName}` : ''}
            {e.reason ? ` — ${e.reason}` : ''}
          </Typography>
        </li>
      ))}
    </Stack>
  );
}

/** The flag a doctor must clear before the refill goes out. */
export const SevereFlagAlert = ({ action }: { action?: ReactNode }) => (
  <Alert severity="error" action={action}>
    {SEVERE_FLAG_TEXT}
  </Alert>
);
