import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '@/components/empty-state';
import { ListStates } from '@/components/list-states';
import { PagedTable } from '@/components/paged-table';
import { formatDay, humanize } from '@/lib/format';
import { useAdminPatientPrescriptions } from '@/api/patients/get-admin-patient-prescriptions';
import { useLocalPaging } from '@/lib/use-local-paging';
import { adminCarePaths } from '@/features/admin-care/paths';

/** The patient's prescriptions: what, where each stands, at which pharmacy; newest first, paged on the server. */
export function PatientPrescriptionsTab({ patientId }: { patientId: string }) {
  const { page, limit, paging } = useLocalPaging();
  const prescriptions = useAdminPatientPrescriptions(patientId, { page, limit });
  const { data } = prescriptions;
  return (
    <ListStates
      load={prescriptions}
      errorTitle="Error fetching prescriptions"
      noMatch={<EmptyState title="No prescriptions yet" description="A doctor writes one once they approve an order." />}
      progressLabel="Loading the prescriptions"
    >
      <PagedTable
        label="Prescriptions"
        columns={['Prescription', 'Medication', 'Directions', 'Status', 'Pharmacy', 'Written']}
        minWidth={860}
        loaded={Boolean(data)}
        busy={prescriptions.isValidating}
        paging={paging(data?.total)}
      >
        {data?.items.map((rx) => (
          <TableRow key={rx.id}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              #{rx.number} ·{' '}
              <Link component={RouterLink} to={adminCarePaths.order(rx.orderId)}>
                order #{rx.orderNumber}
              </Link>
            </TableCell>
            <TableCell>
              {rx.medication} {rx.dose}
            </TableCell>
            <TableCell>{rx.directions}</TableCell>
            <TableCell>{humanize(rx.status)}</TableCell>
            <TableCell>{rx.pharmacy?.name ?? 'Not sent yet'}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(rx.createdAt)}</TableCell>
          </TableRow>
        ))}
      </PagedTable>
    </ListStates>
  );
}
