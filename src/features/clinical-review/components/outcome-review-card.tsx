import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { OUTCOME_DECISION_LABELS, OUTCOME_DECISIONS, type DoctorPatientOutcome, type OutcomeDecision } from '@contracts/outcomes';
import { SEVERITY_LABELS, SIDE_EFFECT_LABELS } from '@contracts/treatment-plans';
import { OutcomeCard } from '@/components/outcome-card';
import { useOutcomeReview, usePatientOutcome } from '@/api/outcomes/get-outcomes';
import { formatDay } from '@/lib/format';
import { getErrorMessage } from '@/lib/error-message';

/**
 * The doctor's "Treatment progress" on a patient's page: the patient's chart with the dose steps, the check-in answers
 * and side effects, the decisions recorded so far, and "Record decision" (it takes the patient off the dashboard's
 * lists until a newer weight arrives).
 */
export function OutcomeReviewCard({ patientId }: { patientId: string }) {
  const load = usePatientOutcome(patientId);
  return (
    <OutcomeCard title="Treatment progress" load={load} you={false}>
      {load.data && <CheckInAnswers outcome={load.data} />}
      {load.data && load.data.planStatus !== 'CANCELED' && <DecisionForm patientId={patientId} reviews={load.data.reviews} />}
    </OutcomeCard>
  );
}

function CheckInAnswers({ outcome }: { outcome: DoctorPatientOutcome }) {
  const id = useId();
  if (outcome.checkIns.length === 0) return <Typography variant="body2">No check-in answered yet.</Typography>;
  return (
    <div>
      <Typography variant="body2" id={id} sx={{ fontWeight: 600 }}>
        Check-in answers
      </Typography>
      <Typography component="ul" variant="body2" aria-labelledby={id} sx={{ m: 0, pl: 2.5 }}>
        {outcome.checkIns.slice(0, 6).map((c) => (
          <li key={c.date + c.weight}>
            {formatDay(c.date)}: {c.weight} lb, side effects {SEVERITY_LABELS[c.severity].toLowerCase()}
            {c.sideEffects.length > 0 && ` (${c.sideEffects.map((s) => SIDE_EFFECT_LABELS[s].toLowerCase()).join(', ')})`}
            {c.missedDoses > 0 && `, ${c.missedDoses} missed dose${c.missedDoses === 1 ? '' : 's'}`}
          </li>
        ))}
      </Typography>
    </div>
  );
}

function DecisionForm({ patientId, reviews }: { patientId: string; reviews: DoctorPatientOutcome['reviews'] }) {
  const review = useOutcomeReview(patientId);
  const [decision, setDecision] = useState<OutcomeDecision>('CONTINUE');
  const [note, setNote] = useState('');
  const [status, setStatus] = useState<{ tone: 'done' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    try {
      await review({ decision, note: note.trim() || undefined });
      setStatus({ tone: 'done', text: 'Decision recorded' });
      setNote('');
    } catch (error) {
      setStatus({ tone: 'error', text: getErrorMessage(error, 'Failed to record the decision') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={1}>
      {reviews.length > 0 && (
        <Typography variant="body2">
          Last decision: {OUTCOME_DECISION_LABELS[reviews[0].decision]} on {formatDay(reviews[0].date)}
          {reviews[0].by ? ` by ${reviews[0].by}` : ''}
          {reviews[0].note ? `: ${reviews[0].note}` : ''}
        </Typography>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { xs: 'stretch', sm: 'flex-start' } }}>
        <TextField
          select
          size="small"
          label="Decision"
          value={decision}
          onChange={(e) => setDecision(e.target.value as OutcomeDecision)}
          sx={{ width: { xs: '100%', sm: 220 }, flexShrink: 0 }}
        >
          {OUTCOME_DECISIONS.map((d) => (
            <MenuItem key={d} value={d}>
              {OUTCOME_DECISION_LABELS[d]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label="Note (optional)"
          value={note}
          onChange={(e) => setNote(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 500 } }}
          sx={{ flex: 1, minWidth: { sm: 160 } }}
        />
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={busy}
          sx={{ flexShrink: 0, whiteSpace: 'nowrap', alignSelf: { xs: 'flex-start', sm: 'auto' } }}
        >
          Record decision
        </Button>
      </Stack>
      {status && (
        <Typography variant="body2" role="status" sx={{ color: status.tone === 'error' ? 'error.main' : 'success.main' }}>
          {status.text}
        </Typography>
      )}
    </Stack>
  );
}
