import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

/** A column's header: its text, or its text aligned right (figures, actions). */
export type SimpleColumn = string | { label: string; align: 'right' };

interface SimpleTableProps {
  /** The table's accessible name. */
  label: string;
  columns: readonly SimpleColumn[];
  size?: 'small' | 'medium';
  /** Below this width the table scrolls sideways (phones) rather than squeezing its columns. */
  minWidth?: number;
  /** The rows. */
  children: ReactNode;
}

/** A table of all its rows at once (no paging): the header row of `columns`, then the rows. */
export function SimpleTable({ label, columns, size, minWidth, children }: SimpleTableProps) {
  return (
    <TableContainer>
      <Table size={size} aria-label={label} sx={minWidth ? { minWidth } : undefined}>
        <TableHead>
          <TableRow>
            {columns.map((c) =>
              typeof c === 'string' ? (
                <TableCell key={c}>{c}</TableCell>
              ) : (
                <TableCell key={c.label} align={c.align}>
                  {c.label}
                </TableCell>
              ),
            )}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}
