import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { phoneForDisplay } from '@contracts/phone-display';
import { formatDay } from '@/lib/format';
import { useLocalList } from '@/lib/use-local-list';
import { PagedTable } from '@/components/paged-table';
import { RetryAlert } from '@/components/retry-alert';
import { SearchField } from '@/components/search-field';
import { SectionCard } from '@/components/section-card';
import { useAdminDoctorPatients } from '@/api/admin-doctors/get-admin-doctor-patients';

const COLUMNS = ['Name', 'Email', 'Phone', 'State', 'Patient since'] as const;

/** The doctor's patients (theirs and their partners'), searched and paged on the server. */
export function DoctorPatientsSection({ doctorId }: { doctorId: string }) {
  const { query, update, paging } = useLocalList();
  const patients = useAdminDoctorPatients(doctorId, { page: query.page, limit: query.limit, search: query.search });
  const { data } = patients;

  return (
    <SectionCard title="Patients">
      <Box sx={{ mb: 2 }}>
        <SearchField
          label="Search patients"
          helperText="Name, email or phone"
          value={query.search}
          onSearch={(search) => update({ search, page: 1 })}
        />
      </Box>
      {patients.error && !data ? (
        <RetryAlert onRetry={() => void patients.mutate()}>Could not load this doctor&apos;s patients.</RetryAlert>
      ) : data && data.total === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>
          {query.search ? 'No patients match your search.' : 'This doctor has no patients yet.'}
        </Typography>
      ) : (
        <PagedTable
          label="Patients of this doctor"
          columns={COLUMNS}
          minWidth={640}
          loaded={Boolean(data)}
          busy={patients.isValidating}
          paging={paging(data?.total)}
        >
          {data?.items.map((p) => (
            <TableRow key={p.id}>
              <TableCell sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                {p.firstName} {p.lastName}
              </TableCell>
              <TableCell>{p.email}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{phoneForDisplay(p.phoneNumber) || '—'}</TableCell>
              <TableCell>{p.state ?? '—'}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(p.createdAt)}</TableCell>
            </TableRow>
          ))}
        </PagedTable>
      )}
    </SectionCard>
  );
}
