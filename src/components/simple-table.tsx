import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { TableScroll } from '@/components/table-scroll';
import { columnHeaderText } from '@/components/table-cells';

/** A column's header: its text, or its text aligned right (figures, actions). */
export type SimpleColumn = string | { label: string; align: 'right' };

interface SimpleTableProps {
  /** The table's accessible name. */
  label: string;
  columns: readonly SimpleColumn[];
  size?: 'small' | 'medium';
  /** Below this width the table scrolls sideways (phones) rather than squeezing its columns. */
  minWidth?: number;
  /** The header cells muted (bold, secondary color, one line), as in PagedTable. */
  muted?: boolean;
  /** A refetch is under way (aria-busy). */
  busy?: boolean;
  /** Narrower side padding in every cell on phones: a table in a narrow card (a third of the page). */
  dense?: boolean;
  /** The scrolling box's own style (its margin). */
  sx?: SxProps<Theme>;
  /** The rows. */
  children: ReactNode;
}

const MUTED_HEADER = { fontWeight: 600, color: 'text.secondary', whiteSpace: 'nowrap' } as const;
const DENSE_CELLS = { '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } } as const;

/** A table of all its rows at once (no paging): the header row of `columns`, then the rows. */
export function SimpleTable({ label, columns, size, minWidth, muted, busy, dense, sx, children }: SimpleTableProps) {
  const headSx = muted ? MUTED_HEADER : undefined;
  return (
    <TableScroll label={label} sx={sx}>
      <Table size={size} aria-label={label} aria-busy={busy} sx={{ minWidth, ...(dense ? DENSE_CELLS : {}) }}>
        <TableHead>
          <TableRow>
            {columns.map((c) =>
              typeof c === 'string' ? (
                <TableCell key={c} sx={headSx}>
                  {columnHeaderText(c)}
                </TableCell>
              ) : (
                <TableCell key={c.label} align={c.align} sx={headSx}>
                  {columnHeaderText(c.label)}
                </TableCell>
              ),
            )}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableScroll>
  );
}
