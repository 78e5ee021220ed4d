import { OutcomeCard } from '@/components/outcome-card';
import { useMyOutcome } from '@/api/outcomes/get-outcomes';

/**
 * The patient's weight since the start of treatment against the expected range (nothing without a treatment plan).
 * With no weight yet it says to log one: the field for it is just above on /activity.
 */
export function TreatmentProgress() {
  return <OutcomeCard title="Treatment progress" load={useMyOutcome()} you />;
}
