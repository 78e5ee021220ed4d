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
import { useUpcomingMedications } from '@/api/renewals/get-upcoming-medications';
import { formatDay } from '@/features/partner-care/lib/dates';

const COLUMNS = ['Product', 'Medication', 'Dose', 'Renewals', 'First renews on'] as const;

/** How many of each medication and dose renew within `days`: what to expect to order. */
export function UpcomingMedicationsSection({ days }: { days: number }) {
  const load = useUpcomingMedications(days);
  const { data, error } = load;
  let body;
  if (error && !data) body = <LoadError title="Could not load the upcoming medications" error={error} onRetry={() => void load.mutate()} />;
  else if (!data) body = <LinearProgress aria-label="Loading upcoming medications" sx={{ my: 2 }} />;
  else if (data.medications.length === 0) body = <Typography variant="body2">No medications renew in the next {days} days.</Typography>;
  else {
    body = (
      <TableContainer>
        <Table size="small" aria-label="Upcoming medications" sx={{ minWidth: 560 }}>
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
            {data.medications.map((m) => (
              <TableRow key={`${m.productName}|${m.dose}`}>
                <TableCell>{m.productName}</TableCell>
                <TableCell sx={{ textTransform: 'capitalize' }}>{m.medication}</TableCell>
                <TableCell>{m.dose}</TableCell>
                <TableCell>{m.renewals}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(m.firstRenewsOn)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  }
  return <SectionCard title={`Upcoming medications, next ${days} days`}>{body}</SectionCard>;
}
