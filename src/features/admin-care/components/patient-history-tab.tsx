import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router-dom';
import type { HistoryEvent } from '@contracts/patients';
import { EmptyState } from '@/components/empty-state';
import { ListStates } from '@/components/list-states';
import { PagedTable } from '@/components/paged-table';
import { ToneChip } from '@/components/tone-chip';
import { useAdminPatientHistory } from '@/api/patients/get-admin-patient-history';
import { useLocalPaging } from '@/lib/use-local-paging';
import { adminCarePaths } from '@/features/admin-care/paths';

const KIND_LABELS: Record<HistoryEvent['kind'], { label: string; tone: 'good' | 'neutral' | 'brand' }> = {
  ORDER: { label: 'Order', tone: 'brand' },
  PAYMENT: { label: 'Payment', tone: 'good' },
  PRESCRIPTION: { label: 'Prescription', tone: 'brand' },
  STATUS_CHANGE: { label: 'Status change', tone: 'neutral' },
  NOTE: { label: 'Note', tone: 'neutral' },
};

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The patient's timeline: orders, payments, prescriptions, status changes and notes, newest first, paged on the server. */
export function PatientHistoryTab({ patientId }: { patientId: string }) {
  const { page, limit, paging } = useLocalPaging();
  const history = useAdminPatientHistory(patientId, { page, limit });
  const { data } = history;
  return (
    <ListStates
      load={history}
      errorTitle="Error fetching the patient's history"
      noMatch={<EmptyState title="Nothing has happened yet" description="Orders, payments, prescriptions and notes appear here." />}
      progressLabel="Loading the history"
    >
      <PagedTable
        label="History"
        columns={['When', 'What', 'Details', 'Order']}
        minWidth={720}
        loaded={Boolean(data)}
        busy={history.isValidating}
        paging={paging(data?.total)}
      >
        {data?.items.map((e) => (
          <TableRow key={`${e.kind}-${e.id}`}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{when.format(new Date(e.at))}</TableCell>
            <TableCell>
              <ToneChip label={KIND_LABELS[e.kind].label} tone={KIND_LABELS[e.kind].tone} /> {e.title}
            </TableCell>
            <TableCell>{e.detail ?? '—'}</TableCell>
            <TableCell>
              {e.orderId ? (
                <Link component={RouterLink} to={adminCarePaths.order(e.orderId)}>
                  Open order
                </Link>
              ) : (
                '—'
              )}
            </TableCell>
          </TableRow>
        ))}
      </PagedTable>
    </ListStates>
  );
}
