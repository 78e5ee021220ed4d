import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useParams, useSearchParams } from 'react-router-dom';
import type { AdminPatient } from '@contracts/patients';
import { BackLink } from '@/components/back-link';
import { contactItems } from '@/components/contact-items';
import { DetailPage } from '@/components/detail-page';
import { PatientPageHeader } from '@/components/patient-page-header';
import { PatientStatusCard } from '@/components/patient-status-card';
import { DetailSection } from '@/components/section-card';
import { SectionGrid } from '@/components/section-grid';
import { formatDay, humanize } from '@/lib/format';
import { useAdminPatient } from '@/api/patients/get-admin-patient';
import { useUpdateAdminPatient } from '@/api/patients/update-admin-patient';
import { useUpdateAdminPatientStatus } from '@/api/patients/update-admin-patient-status';
import { PatientAttachmentsTab } from '@/features/admin-care/components/patient-attachments-tab';
import { PatientHistoryTab } from '@/features/admin-care/components/patient-history-tab';
import { PatientNotesTab } from '@/features/admin-care/components/patient-notes-tab';
import { PatientOrdersTab } from '@/features/admin-care/components/patient-orders-tab';
import { PatientPrescriptionsTab } from '@/features/admin-care/components/patient-prescriptions-tab';
import { PATIENT_PAGE } from '@/features/admin-care/lib/texts';

const TABS = [
  { value: 'overview', label: 'Overview' },
  { value: 'history', label: 'History' },
  { value: 'orders', label: 'Orders' },
  { value: 'prescriptions', label: 'Prescriptions' },
  { value: 'attachments', label: 'Attachments' },
  { value: 'notes', label: 'Notes' },
] as const;
type TabName = (typeof TABS)[number]['value'];

function Overview({ patient, onSaved }: { patient: AdminPatient; onSaved: (patient: AdminPatient) => void }) {
  const status = useUpdateAdminPatientStatus(patient.id);
  return (
    <SectionGrid>
      <DetailSection
        title="Contact and address"
        items={[
          ...contactItems(patient),
          { term: 'Date of birth', value: patient.dateOfBirth ? formatDay(patient.dateOfBirth) : 'Not given' },
          { term: 'Gender', value: patient.gender ? humanize(patient.gender) : 'Not given' },
          { term: 'Partner', value: patient.partnerName ?? 'None (came to us directly)' },
        ]}
      />
      <PatientStatusCard
        key={patient.status}
        patient={patient}
        save={(next) => status.trigger(next)}
        busy={status.isMutating}
        onSaved={onSaved}
      />
    </SectionGrid>
  );
}

/** Any patient: overview (details and status), history, orders, prescriptions, attachments and notes, one tab each. */
export function AdminPatientPage() {
  const { id = '' } = useParams<{ id: string }>();
  const load = useAdminPatient(id);
  const update = useUpdateAdminPatient(id);
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: TabName = TABS.some((t) => t.value === raw) ? (raw as TabName) : 'overview';
  const saved = (next: AdminPatient) => void load.mutate(next, { revalidate: false });

  return (
    <DetailPage load={load} {...PATIENT_PAGE} skeletonCards={[180, 220]}>
      {(patient) => (
        <>
          <BackLink {...PATIENT_PAGE.back} />
          <PatientPageHeader patient={patient} save={(body) => update.trigger(body)} busy={update.isMutating} onSaved={saved} />
          <Tabs
            value={tab}
            onChange={(_, next: TabName) => setParams(next === 'overview' ? {} : { tab: next }, { replace: true })}
            variant="scrollable"
            allowScrollButtonsMobile
            aria-label="Patient sections"
            sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
          >
            {TABS.map((t) => (
              <Tab key={t.value} value={t.value} label={t.label} id={`patient-tab-${t.value}`} aria-controls="patient-tab-panel" />
            ))}
          </Tabs>
          <Box role="tabpanel" id="patient-tab-panel" aria-labelledby={`patient-tab-${tab}`}>
            {tab === 'overview' && <Overview patient={patient} onSaved={saved} />}
            {tab === 'history' && <PatientHistoryTab patientId={patient.id} />}
            {tab === 'orders' && <PatientOrdersTab patientId={patient.id} />}
            {tab === 'prescriptions' && <PatientPrescriptionsTab patientId={patient.id} />}
            {tab === 'attachments' && <PatientAttachmentsTab patientId={patient.id} />}
            {tab === 'notes' && <PatientNotesTab patientId={patient.id} />}
          </Box>
        </>
      )}
    </DetailPage>
  );
}
