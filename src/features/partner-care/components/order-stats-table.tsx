import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { LoadError } from '@/components/load-error';
import { SectionCard } from '@/components/section-card';
import { formatCents } from '@/lib/format';
import { usePartnerOrderStats } from '@/api/orders/get-partner-order-stats';

const COLUMNS = ['Product', 'Medication', 'Orders', 'Patients', 'Sales'] as const;
const head = { fontWeight: 600, color: 'text.secondary', whiteSpace: 'nowrap' } as const;

/** Orders, patients and sales per product, over all time. */
export function OrderStatsTable() {
  const load = usePartnerOrderStats();
  const { data, error } = load;
  let body;
  if (error && !data)
    body = <LoadError title="Could not load the medication order stats" error={error} onRetry={() => void load.mutate()} />;
  else if (!data) body = <LinearProgress aria-label="Loading medication order stats" sx={{ my: 2 }} />;
  else if (data.products.length === 0) body = <Typography variant="body2">No orders yet.</Typography>;
  else {
    body = (
      <TableContainer>
        <Table size="small" aria-label="Medication order stats" sx={{ minWidth: 480 }}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((c) => (
                <TableCell key={c} sx={head} align={c === 'Product' || c === 'Medication' ? 'left' : 'right'}>
                  {c}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {data.products.map((p) => (
              <TableRow key={p.productId}>
                <TableCell>{p.productName}</TableCell>
                <TableCell sx={{ textTransform: 'capitalize' }}>{p.medication}</TableCell>
                <TableCell align="right">{p.orders}</TableCell>
                <TableCell align="right">{p.patients}</TableCell>
                <TableCell align="right">{formatCents(p.salesCents)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  }
  return <SectionCard title="Medication order stats">{body}</SectionCard>;
}
