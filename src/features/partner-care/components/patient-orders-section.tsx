import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { PartnerPatient } from '@contracts/patients';
import { LoadedSectionCard } from '@/components/loaded-section-card';
import { SectionTable } from '@/components/section-table';
import { LinkCell } from '@/components/table-cells';
import { usePartnerOrders } from '@/api/orders/get-partner-orders';
import { formatDay } from '@/features/partner-care/lib/dates';
import { ORDERS_ERROR_TEXT } from '@/features/partner-care/lib/texts';
import { carePaths } from '@/features/partner-care/paths';
import { OrderStateCells } from './approval-chip';

const COLUMNS = ['Order', 'Medication', 'Status', 'Your approval', 'Placed'] as const;

/** The patient's orders (found by their e-mail, newest first). */
export function PatientOrdersSection({ patient }: { patient: PartnerPatient }) {
  const load = usePartnerOrders({ page: 1, limit: 25, sort: 'createdAt:desc', search: patient.email });
  const orders = load.data?.orders.filter((o) => o.patientId === patient.id);
  return (
    <LoadedSectionCard
      title="Orders"
      load={{ data: orders, error: load.error, mutate: load.mutate }}
      errorTitle={ORDERS_ERROR_TEXT}
      loadingLabel="Loading the patient's orders"
      isEmpty={(list) => list.length === 0}
      emptyText="No orders yet."
    >
      {(list) => (
        <SectionTable label="Orders of this patient" columns={COLUMNS} minWidth={600}>
          {list.map((o) => (
            <TableRow key={o.id}>
              <LinkCell to={carePaths.order(o.id)}>Order #{o.number}</LinkCell>
              <TableCell>
                {o.productName}, {o.dose}
              </TableCell>
              <OrderStateCells order={o} />
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(o.createdAt)}</TableCell>
            </TableRow>
          ))}
        </SectionTable>
      )}
    </LoadedSectionCard>
  );
}
