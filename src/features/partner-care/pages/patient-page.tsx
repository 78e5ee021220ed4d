import { useParams } from 'react-router-dom';
import type { PartnerPatient } from '@contracts/patients';
import { BackLink } from '@/components/back-link';
import { PatientStatusCard } from '@/components/patient-status-card';
import { NotFoundState } from '@/components/not-found-state';
import { PatientPageHeader } from '@/components/patient-page-header';
import { PageLoadFailure } from '@/components/page-load-failure';
import { PageSkeleton } from '@/components/page-skeleton';
import { SectionGrid } from '@/components/section-grid';
import { PatientContactSection } from '@/features/partner-care/components/patient-contact-section';
import { PatientOrdersSection } from '@/features/partner-care/components/patient-orders-section';
import { PATIENT_PAGE } from '@/features/partner-care/lib/texts';
import { usePartnerPatient } from '@/features/partner-care/lib/use-partner-patient';
import { useUpdatePartnerPatient } from '@/api/patients/update-partner-patient';
import { useUpdatePartnerPatientStatus } from '@/api/patients/update-partner-patient-status';

/** One of the partner's patients: contact details (editable), status (changeable) and orders. */
export function PartnerPatientPage() {
  const { id } = useParams<{ id: string }>();
  const { patient, unknown, error, isLoading, mutate, replace } = usePartnerPatient(id);
  const update = useUpdatePartnerPatient(id ?? '');
  const statusChange = useUpdatePartnerPatientStatus(id ?? '');

  if (error && !patient) return <PageLoadFailure {...PATIENT_PAGE} error={error} onRetry={() => void mutate()} />;
  if (unknown) {
    return (
      <NotFoundState
        title={PATIENT_PAGE.notFoundTitle}
        what="patient"
        description={PATIENT_PAGE.notFoundText}
        back={PATIENT_PAGE.back}
        backLink={PATIENT_PAGE.back}
      />
    );
  }
  if (isLoading || !patient) return <PageSkeleton label={PATIENT_PAGE.loadingLabel} backLink cards={[180, 220]} />;

  const saved = (next: PartnerPatient) => void replace(next);

  return (
    <>
      <BackLink {...PATIENT_PAGE.back} />
      <PatientPageHeader patient={patient} save={(body) => update.trigger(body)} busy={update.isMutating} onSaved={saved} />
      <SectionGrid wide={<PatientOrdersSection patient={patient} />}>
        <PatientContactSection patient={patient} />
        <PatientStatusCard
          key={patient.status}
          patient={patient}
          save={(status) => statusChange.trigger(status)}
          busy={statusChange.isMutating}
          onSaved={saved}
        />
      </SectionGrid>
    </>
  );
}
