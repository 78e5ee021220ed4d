import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { InvoiceDetail } from '@contracts/invoices';
import { SectionCard } from '@/components/section-card';
import { formatCents } from '@/lib/format';
import { invoicePaths } from '@/features/partner-invoices/paths';

const head = { fontWeight: 600, color: 'text.secondary' } as const;
const nowrap = { whiteSpace: 'nowrap' } as const;

/** The billed orders, then the fees and the totals. */
export function InvoiceItemsCard({ invoice }: { invoice: InvoiceDetail }) {
  const totals = [
    { label: 'Subtotal', cents: invoice.subtotalCents },
    ...invoice.fees.map((f) => ({ label: f.label, cents: f.amountCents })),
    { label: 'Total', cents: invoice.totalCents, strong: true },
  ];
  return (
    <SectionCard title="Items">
      <TableContainer>
        <Table aria-label="Invoice items" sx={{ minWidth: 640 }}>
          <TableHead>
            <TableRow>
              {['Order', 'Patient', 'Description'].map((c) => (
                <TableCell key={c} sx={head}>
                  {c}
                </TableCell>
              ))}
              <TableCell align="right" sx={head}>
                Amount
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {invoice.items.map((item) => (
              <TableRow key={item.id}>
                <TableCell sx={nowrap}>
                  <Link component={RouterLink} to={invoicePaths.order(item.orderId)} sx={{ fontWeight: 600 }}>
                    Order #{item.orderNumber}
                  </Link>
                </TableCell>
                <TableCell sx={nowrap}>{item.patientName}</TableCell>
                <TableCell>{item.description}</TableCell>
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
          </TableBody>
        </Table>
      </TableContainer>
    </SectionCard>
  );
}
