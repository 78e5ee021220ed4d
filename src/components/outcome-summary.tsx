import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { SUPPRESSED_TEXT, type MedicationOutcome } from '@contracts/outcomes';
import { formatTime } from '@/lib/format';
import { TableScroll } from './table-scroll';

const pct = (n: number) => `${n.toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;
const share = (count: number, of: number) => `${pct((count / of) * 100)} (${count} of ${of})`;
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * Outcomes by medication in aggregate (no names): patients on treatment, then at weeks 12, 24 and 52 the median percent
 * lost and the shares that lost 5% and 10% or more, each with the count behind it. A group under 11 patients reads
 * "Fewer than 11 patients" instead of its figures. The partner's dashboard and the administrator's outcomes page.
 */
export function OutcomeSummaryTable({ medications, caption }: { medications: readonly MedicationOutcome[]; caption: string }) {
  // Each medication is a group of rows under its name (one column fewer than a name column would take: the table fits
  // a tablet and scrolls sideways only on a phone, its figures never broken across lines).
  return (
    <TableScroll label={caption}>
      <Table size="small" aria-label={caption} sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            <TableCell>Week</TableCell>
            <TableCell>Patients</TableCell>
            <TableCell>Median lost</TableCell>
            <TableCell>Lost 5% or more</TableCell>
            <TableCell>Lost 10% or more</TableCell>
          </TableRow>
        </TableHead>
        {medications.map((m) => (
          <TableBody key={m.medication}>
            <TableRow>
              <TableCell component="th" scope="rowgroup" colSpan={5} sx={{ bgcolor: 'action.hover' }}>
                <Box component="span" sx={{ fontWeight: 600 }}>
                  {cap(m.medication)}
                </Box>
                {' · '}
                <span>
                  {m.suppressed
                    ? SUPPRESSED_TEXT
                    : m.onTreatment === null
                      ? `On treatment: ${SUPPRESSED_TEXT.toLowerCase()}`
                      : `On treatment: ${m.onTreatment}`}
                </span>
              </TableCell>
            </TableRow>
            {!m.suppressed &&
              m.milestones.map((s) => (
                <TableRow key={s.week}>
                  <TableCell component="th" scope="row">
                    Week {s.week}
                  </TableCell>
                  {s.suppressed || s.patients === null ? (
                    <TableCell colSpan={4}>{SUPPRESSED_TEXT}</TableCell>
                  ) : (
                    <>
                      <TableCell>{s.patients}</TableCell>
                      <TableCell>{s.medianLostPercent === null ? '—' : pct(s.medianLostPercent)}</TableCell>
                      <TableCell>{share(s.lostAtLeast5 ?? 0, s.patients)}</TableCell>
                      <TableCell>{share(s.lostAtLeast10 ?? 0, s.patients)}</TableCell>
                    </>
                  )}
                </TableRow>
              ))}
          </TableBody>
        ))}
      </Table>
    </TableScroll>
  );
}

/** The note under every aggregate: what the figures are and why some are hidden. */
export function OutcomeSummaryNote() {
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
      Percent of the starting weight lost, from the weight logged nearest each week. Groups of fewer than 11 patients are not shown, so that
      no one can be identified.
    </Typography>
  );
}

/** When the summary job computed the figures (they are summary rows, not a live count): said above the table. */
export function OutcomeSummaryAsOf({ asOf }: { asOf?: string }) {
  if (!asOf) return null;
  return (
    <Typography variant="body2" color="text.secondary">
      Computed {formatTime(asOf)}
    </Typography>
  );
}
