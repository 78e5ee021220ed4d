import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { OrderStatus } from '@contracts/orders';
import { OrderStatusChip } from './order-status-chip';
import { SectionCard } from './section-card';
import { SimpleTable } from './simple-table';

interface SectionTableProps {
  /** The table's accessible name. */
  label: string;
  columns: readonly string[];
  /** Below this width the table scrolls sideways (phones) rather than squeezing its columns. */
  minWidth: number;
  /** The columns of figures, their header aligned right (as their cells). */
  alignRight?: readonly string[];
  /** The rows. */
  children: ReactNode;
}

/** A small table inside a section card (not paged): muted header cells, then the rows. */
export function SectionTable({ label, columns, minWidth, alignRight = [], children }: SectionTableProps) {
  return (
    <SimpleTable
      label={label}
      size="small"
      minWidth={minWidth}
      muted
      columns={columns.map((c) => (alignRight.includes(c) ? { label: c, align: 'right' as const } : c))}
    >
      {children}
    </SimpleTable>
  );
}

interface PatientOrdersCardProps {
  /** How many orders the patient has: none says "No orders yet." instead of the table. */
  count: number;
  columns: readonly string[];
  /** The order rows. */
  children: ReactNode;
}

/** A patient's orders in a card ("Orders"), as staff read them on the patient's page. */
export function PatientOrdersCard({ count, columns, children }: PatientOrdersCardProps) {
  return (
    <SectionCard title="Orders">
      {count === 0 ? (
        <Typography variant="body2">No orders yet.</Typography>
      ) : (
        <SectionTable label="Orders of this patient" columns={columns} minWidth={640}>
          {children}
        </SectionTable>
      )}
    </SectionCard>
  );
}

interface OrderMedicationStatusCellsProps {
  order: { productName: string; dose: string; status: OrderStatus; handedBackAt: string | null };
}

/** An order's Medication and Status cells in a patient's orders card (a handed-back order says so). */
export function OrderMedicationStatusCells({ order }: OrderMedicationStatusCellsProps) {
  return (
    <>
      <TableCell>
        {order.productName} · {order.dose}
      </TableCell>
      <TableCell>
        <OrderStatusChip status={order.status} handedBack={order.handedBackAt !== null} />
      </TableCell>
    </>
  );
}
