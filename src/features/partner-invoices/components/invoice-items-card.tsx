import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { InvoiceDetail } from '@contracts/invoices';
import { SectionCard } from '@/components/section-card';
import { SimpleTable } from '@/components/simple-table';
import { formatCents } from '@/lib/format';
import { invoicePaths } from '@/features/partner-invoices/paths';

const COLUMNS = ['Order', 'Patient', 'Description', { label: 'Amount', align: 'right' }] as const;
const nowrap = { whiteSpace: 'nowrap' } as const;

/** The billed orders, then the fees and the totals. */
/** An item's description without the "Order #N: " it starts with, which the Order column already shows. */
const whatWasBilled = (item: { orderNumber: number; description: string }) => {
  const prefix = `Order #${item.orderNumber}: `;
  return item.description.startsWith(prefix) ? item.description.slice(prefix.length) : item.description;
};

export function InvoiceItemsCard({ invoice }: { invoice: InvoiceDetail }) {
  const totals = [
    { label: 'Subtotal', cents: invoice.subtotalCents },
    ...invoice.fees.map((f) => ({ label: f.label, cents: f.amountCents })),
    { label: 'Total', cents: invoice.totalCents, strong: true },
  ];
  return (
    <SectionCard title="Items">
      <SimpleTable label="Invoice items" minWidth={640} muted columns={COLUMNS}>
        {invoice.items.map((item) => (
          <TableRow key={item.id}>
            <TableCell sx={nowrap}>
              <Link component={RouterLink} to={invoicePaths.order(item.orderId)} sx={{ fontWeight: 600 }}>
                Order #{item.orderNumber}
              </Link>
            </TableCell>
            <TableCell sx={nowrap}>{item.patientName}</TableCell>
            <TableCell>{whatWasBilled(item)}</TableCell>
            <TableCell align="right" sx={nowrap}>
              {formatCents(item.amountCents)}
              {item.originalAmountCents !== item.amountCents && (
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  Originally {formatCents(item.originalAmountCents)}
                </Typography>
              )}
            </TableCell>
          </TableRow>
        ))}
        {totals.map((t) => (
          <TableRow key={t.label}>
            <TableCell colSpan={3} align="right" sx={{ fontWeight: t.strong ? 700 : 500 }}>
              {t.label}
            </TableCell>
            <TableCell align="right" sx={{ ...nowrap, fontWeight: t.strong ? 700 : 500 }}>
              {formatCents(t.cents)}
            </TableCell>
          </TableRow>
        ))}
      </SimpleTable>
    </SectionCard>
  );
}
