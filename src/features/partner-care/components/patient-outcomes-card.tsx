import Skeleton from '@mui/material/Skeleton';
import { LoadError } from '@/components/load-error';
import { OutcomeSummaryAsOf, OutcomeSummaryNote, OutcomeSummaryTable } from '@/components/outcome-summary';
import { SectionCard } from '@/components/section-card';
import { usePartnerOutcomes } from '@/api/outcomes/get-outcomes';

/** The partner's "Patient outcomes": their patients' results by medication, in aggregate only. */
export function PatientOutcomesCard() {
  const { data, error, mutate } = usePartnerOutcomes();
  return (
    <SectionCard title="Patient outcomes">
      {error && !data ? (
        <LoadError title="Failed to fetch patient outcomes" error={error} onRetry={() => void mutate()} />
      ) : !data ? (
        <Skeleton variant="rounded" height={200} aria-label="Loading patient outcomes" />
      ) : (
        <>
          <OutcomeSummaryAsOf asOf={data.asOf} />
          <OutcomeSummaryTable medications={data.medications} caption="Patient outcomes by medication" />
          <OutcomeSummaryNote />
        </>
      )}
    </SectionCard>
  );
}
