import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { adminDoctorListQuerySchema, DOCTOR_STATUSES, type DoctorStatus } from '@contracts/doctors';
import { EmptyState } from '@/components/empty-state';
import { SearchedListPage } from '@/components/searched-list-page';
import { useListQuery } from '@/lib/use-list-query';
import { useAdminDoctors } from '@/api/admin-doctors/get-admin-doctors';
import { CreateDoctorDialog } from '@/features/admin-doctors/components/doctor-form-dialog';
import { DoctorsTable } from '@/features/admin-doctors/components/doctors-table';
import { SummaryCards } from '@/features/admin-doctors/components/summary-cards';
import { DOCTOR_STATUS_LABELS, DOCTORS_ERROR_TEXT, doctorPaths } from '@/features/admin-doctors/lib/texts';
import { NAME_SORT_LABELS, NEWEST_SORT_LABELS } from '@/lib/sort-labels';

const SORTS = adminDoctorListQuerySchema.shape.sort.unwrap().options;
type DoctorSort = (typeof SORTS)[number];
const SORT_LABELS: Record<DoctorSort, string> = { ...NEWEST_SORT_LABELS, ...NAME_SORT_LABELS };

/** Every doctor: summary cards, then the list (searched, filtered by status, sorted and paged on the server), and "Add doctor". */
export function AdminDoctorsPage() {
  const list = useListQuery({ sort: { options: SORTS, default: 'createdAt:desc' }, statuses: DOCTOR_STATUSES });
  const doctors = useAdminDoctors({ ...list.pageQuery, status: list.statusFilter<DoctorStatus>() });
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();

  return (
    <>
      <SearchedListPage
        list={list}
        load={doctors}
        title="Doctors"
        subtitle="Doctors and medical providers: their licenses, pharmacies and patients."
        actions={
          <Button variant="contained" startIcon={<AddOutlined aria-hidden />} onClick={() => setCreating(true)}>
            Add doctor
          </Button>
        }
        nothingYet={<EmptyState title="No doctors yet" description="Add a doctor with their NPI and license states." />}
        aboveSearch={<SummaryCards />}
        search={{ label: 'Search doctors', helperText: 'Name, email or NPI' }}
        status={{ label: 'Status', labels: DOCTOR_STATUS_LABELS, allLabel: 'All statuses' }}
        sortLabels={SORT_LABELS}
        sortMinWidth={180}
        progressLabel="Loading doctors"
        errorTitle={DOCTORS_ERROR_TEXT}
        noMatch={<EmptyState title="No doctors match your search" description="Try another name, email, NPI or status." />}
      >
        {({ items, busy, paging }) => <DoctorsTable doctors={items} busy={busy} paging={paging} />}
      </SearchedListPage>
      {creating && (
        <CreateDoctorDialog
          onClose={() => setCreating(false)}
          onSaved={(doctor) => {
            setCreating(false);
            void doctors.mutate();
            void navigate(doctorPaths.doctor(doctor.id));
          }}
        />
      )}
    </>
  );
}
