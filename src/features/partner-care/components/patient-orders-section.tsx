import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { PartnerPatient } from '@contracts/patients';
import { LoadError } from '@/components/load-error';
import { OrderStatusChip } from '@/components/order-status-chip';
import { SectionCard } from '@/components/section-card';
import { LinkCell } from '@/components/table-cells';
import { usePartnerOrders } from '@/api/orders/get-partner-orders';
import { formatDay } from '@/features/partner-care/lib/dates';
import { ORDERS_ERROR_TEXT } from '@/features/partner-care/lib/texts';
import { carePaths } from '@/features/partner-care/paths';
import { ApprovalChip } from './approval-chip';

const COLUMNS = ['Order', 'Medication', 'Status', 'Your approval', 'Placed'] as const;

/** The patient's orders (found by their e-mail, newest first). */
export function PatientOrdersSection({ patient }: { patient: PartnerPatient }) {
  const load = usePartnerOrders({ page: 1, limit: 25, sort: 'createdAt:desc', search: patient.email });
  const orders = load.data?.orders.filter((o) => o.patientId === patient.id);
  let body;
  if (load.error && !load.data) body = <LoadError title={ORDERS_ERROR_TEXT} error={load.error} onRetry={() => void load.mutate()} />;
  else if (!orders) body = <LinearProgress aria-label="Loading the patient's orders" sx={{ my: 2 }} />;
  else if (orders.length === 0) body = <Typography variant="body2">No orders yet.</Typography>;
  else {
    body = (
      <TableContainer>
        <Table size="small" aria-label="Orders of this patient" sx={{ minWidth: 600 }}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((c) => (
                <TableCell key={c} sx={{ fontWeight: 600, color: 'text.secondary', whiteSpace: 'nowrap' }}>
                  {c}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {orders.map((o) => (
              <TableRow key={o.id}>
                <LinkCell to={carePaths.order(o.id)}>Order #{o.number}</LinkCell>
                <TableCell>
                  {o.productName}, {o.dose}
                </TableCell>
                <TableCell>
                  <OrderStatusChip status={o.status} />
                </TableCell>
                <TableCell>
                  <ApprovalChip status={o.approvalStatus} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(o.createdAt)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  }
  return <SectionCard title="Orders">{body}</SectionCard>;
}
