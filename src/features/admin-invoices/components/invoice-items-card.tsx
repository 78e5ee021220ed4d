import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { AdminInvoiceItem, AdminOriginalDetails } from '@contracts/invoices';
import { SectionCard } from '@/components/section-card';
import { SimpleTable, type SimpleColumn } from '@/components/simple-table';
import { formatCents } from '@/lib/format';
import { EditAmountDialog } from '@/features/admin-invoices/components/edit-amount-dialog';

const COLUMNS: readonly SimpleColumn[] = ['Item', 'Patient', { label: 'Original', align: 'right' }, { label: 'Now', align: 'right' }];

/** The items, each at its original amount and now (edited ones marked), with "Edit amount" while the invoice is unpaid. */
export function InvoiceItemsCard({ details, onChanged }: { details: AdminOriginalDetails; onChanged: () => void }) {
  const [editing, setEditing] = useState<AdminInvoiceItem | null>(null);
  const unpaid = details.invoice.status === 'OPEN' || details.invoice.status === 'PAYMENT_FAILED';
  return (
    <SectionCard title="Items">
      {details.items.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>No items: its orders were released or moved to another invoice.</Typography>
      ) : (
        // While unpaid, a last column (its header read as "Actions") holds each item's "Edit amount".
        <SimpleTable label="Invoice items" size="small" columns={unpaid ? [...COLUMNS, ''] : COLUMNS}>
          {details.items.map((item) => (
            <TableRow key={item.id}>
              <TableCell>{item.description}</TableCell>
              <TableCell>{item.patientName}</TableCell>
              <TableCell align="right">{formatCents(item.originalAmountCents)}</TableCell>
              <TableCell align="right">
                {formatCents(item.amountCents)}
                {item.amountCents !== item.originalAmountCents && ' (edited)'}
              </TableCell>
              {unpaid && (
                <TableCell align="right">
                  <Button size="small" onClick={() => setEditing(item)} aria-label={`Edit amount of order #${item.orderNumber}`}>
                    Edit amount
                  </Button>
                </TableCell>
              )}
            </TableRow>
          ))}
          <TableRow>
            <TableCell colSpan={2}>
              <strong>Total (with the fee)</strong>
            </TableCell>
            <TableCell align="right">{formatCents(details.originalTotalCents)}</TableCell>
            <TableCell align="right">{formatCents(details.totalCents)}</TableCell>
            {unpaid && <TableCell />}
          </TableRow>
        </SimpleTable>
      )}
      <EditAmountDialog item={editing} onClose={() => setEditing(null)} onSaved={onChanged} />
    </SectionCard>
  );
}
