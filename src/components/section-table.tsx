import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { SectionCard } from './section-card';

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
    <TableContainer>
      <Table aria-label={label} size="small" sx={{ minWidth }}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell
                key={c}
                align={alignRight.includes(c) ? 'right' : undefined}
                sx={{ fontWeight: 600, color: 'text.secondary', whiteSpace: 'nowrap' }}
              >
                {c}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
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
