import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

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
