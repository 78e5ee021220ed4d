import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import type { AdminDoctor } from '@contracts/doctors';
import { BackLink } from '@/components/back-link';
import { PageHeader } from '@/components/page-header';
import { PageLoadFailure } from '@/components/page-load-failure';
import { PageSkeleton } from '@/components/page-skeleton';
import { SectionGrid } from '@/components/section-grid';
import { useAdminDoctor } from '@/api/admin-doctors/get-admin-doctor';
import { DoctorActions } from '@/features/admin-doctors/components/doctor-actions';
import { EditDoctorDialog } from '@/features/admin-doctors/components/doctor-form-dialog';
import { DoctorPatientsSection } from '@/features/admin-doctors/components/doctor-patients-section';
import { AutoBillingSection, DoctorDetailsSection, LicensesSection } from '@/features/admin-doctors/components/doctor-sections';
import { PharmaciesSection } from '@/features/admin-doctors/components/pharmacies-section';
import { DOCTOR_PAGE } from '@/features/admin-doctors/lib/texts';

/** One doctor: details, license states with expiry, billing, pharmacies, patients; edit, act as, delete or restore. */
export function AdminDoctorPage() {
  const { id = '' } = useParams<{ id: string }>();
  const load = useAdminDoctor(id);
  const [editing, setEditing] = useState(false);
  const doctor = load.data;

  if (load.error && !doctor) {
    return <PageLoadFailure {...DOCTOR_PAGE} error={load.error} onRetry={() => void load.mutate()} backLink={DOCTOR_PAGE.back} />;
  }
  if (!doctor) return <PageSkeleton label="Loading doctor" backLink cards={[200, 200]} />;

  const saved = (next: AdminDoctor) => {
    void load.mutate(next, { revalidate: false });
    setEditing(false);
  };

  return (
    <>
      <BackLink {...DOCTOR_PAGE.back} />
      <PageHeader
        title={`${doctor.firstName} ${doctor.lastName}`}
        subtitle={doctor.npi ? `NPI ${doctor.npi}` : undefined}
        actions={<DoctorActions doctor={doctor} onEdit={() => setEditing(true)} onSaved={saved} />}
      />
      {doctor.status === 'DELETED' && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          This doctor is deleted: they cannot sign in or be assigned anything. Restore them to change their details.
        </Alert>
      )}
      {doctor.licenses.some((l) => l.expired) && (
        <Alert severity="error" sx={{ mb: 3 }}>
          A license has expired: this doctor cannot approve patients in{' '}
          {doctor.licenses
            .filter((l) => l.expired)
            .map((l) => l.state)
            .join(', ')}{' '}
          until you record its renewal.
        </Alert>
      )}
      <SectionGrid
        wide={
          <>
            <DoctorPatientsSection doctorId={doctor.id} />
          </>
        }
      >
        <DoctorDetailsSection doctor={doctor} />
        <LicensesSection doctor={doctor} />
        <PharmaciesSection doctor={doctor} />
        <AutoBillingSection doctor={doctor} onSaved={saved} />
      </SectionGrid>
      {editing && <EditDoctorDialog doctor={doctor} onClose={() => setEditing(false)} onSaved={saved} />}
    </>
  );
}
