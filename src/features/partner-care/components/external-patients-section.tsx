import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { phoneForDisplay } from '@contracts/phone-display';
import { EmptyState } from '@/components/empty-state';
import { ListStates } from '@/components/list-states';
import { PagedTable } from '@/components/paged-table';
import { ListSearchToolbar } from '@/components/search-toolbar';
import { useLocalList } from '@/lib/use-local-list';
import { useExternalPatients } from '@/api/patients/get-external-patients';
import { formatDay } from '@/features/partner-care/lib/dates';
import { PATIENTS_ERROR_TEXT } from '@/features/partner-care/lib/texts';
import { ImportExternalDialog } from './import-external-dialog';

const COLUMNS = ['Name', 'Service', 'Email', 'Phone', 'Status', 'Medication', 'Last order'] as const;
const nowrap = { whiteSpace: 'nowrap' } as const;

/** The partner's patients in other telehealth services, listed apart: they are never merged with ours. */
export function ExternalPatientsSection() {
  const headingId = useId();
  const [importing, setImporting] = useState(false);
  const list = useLocalList();
  const { query, paging } = list;
  const load = useExternalPatients({ page: query.page, limit: query.limit, search: query.search, sort: 'name:asc' });
  const { data } = load;

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 5 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 0.5 }}>
        <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem' }}>
          From other telehealth services
        </Typography>
        <Button variant="outlined" startIcon={<UploadFileOutlined aria-hidden />} onClick={() => setImporting(true)}>
          Import from a CSV file
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        Patients you imported from another service, listed separately: they are not treated through this platform.
      </Typography>
      {data && data.total === 0 && !query.search ? (
        <EmptyState
          title="No patients from other services"
          description="Patients you import from another telehealth service appear here."
        />
      ) : (
        <>
          <ListSearchToolbar list={list} label="Search patients from other services" helperText="Name, email or phone number" />
          <ListStates
            load={load}
            errorTitle={PATIENTS_ERROR_TEXT}
            noMatch={<EmptyState title="No patients match your search" description="Try another name, email or phone number." />}
            progressLabel="Loading patients from other services"
          >
            <PagedTable
              label="Patients from other telehealth services"
              columns={COLUMNS}
              minWidth={820}
              loaded={Boolean(data)}
              busy={load.isValidating}
              paging={paging(data?.total)}
            >
              {data?.items.map((p) => (
                <TableRow key={p.id} hover>
                  <TableCell sx={{ ...nowrap, fontWeight: 600 }}>
                    {p.firstName} {p.lastName}
                  </TableCell>
                  <TableCell sx={nowrap}>{p.source}</TableCell>
                  <TableCell sx={nowrap}>{p.email ?? '—'}</TableCell>
                  <TableCell sx={nowrap}>{phoneForDisplay(p.phoneNumber) || '—'}</TableCell>
                  <TableCell sx={{ textTransform: 'capitalize' }}>{p.status ?? '—'}</TableCell>
                  <TableCell sx={{ textTransform: 'capitalize' }}>{p.medication ?? '—'}</TableCell>
                  <TableCell sx={nowrap}>{p.lastOrderAt ? formatDay(p.lastOrderAt) : '—'}</TableCell>
                </TableRow>
              ))}
            </PagedTable>
          </ListStates>
        </>
      )}
      <ImportExternalDialog open={importing} onClose={() => setImporting(false)} onImported={() => void load.mutate()} />
    </Box>
  );
}
