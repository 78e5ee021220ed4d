import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { TableScroll } from '@/components/table-scroll';
import { columnHeaderText } from '@/components/table-cells';
import type { ListPaging } from '@/lib/list-query';
import { ListPagination } from './list-pagination';

interface PagedTableProps {
  /** The table's accessible name. */
  label: string;
  columns: readonly string[];
  /** Below this width the table scrolls sideways (phones) rather than squeezing its columns. */
  minWidth: number;
  /** False while the first page loads: skeleton rows stand in for `children`. */
  loaded: boolean;
  /** A new page is loading over the rows shown. */
  busy: boolean;
  paging: ListPaging;
  /** A first header cell before `columns`, e.g. a select-all checkbox (each row then starts with its own cell). */
  leading?: ReactNode;
  /** The rows. */
  children: ReactNode;
}

/** One page of a server-paged list: header, rows (or skeleton rows while the first page loads) and pagination. */
export function PagedTable({ label, columns, minWidth, loaded, busy, paging, leading, children }: PagedTableProps) {
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <TableScroll label={label}>
        <Table aria-label={label} aria-busy={busy} sx={{ minWidth }}>
          <TableHead>
            <TableRow>
              {leading !== undefined && <TableCell padding="checkbox">{leading}</TableCell>}
              {columns.map((c) => (
                <TableCell key={c} sx={{ fontWeight: 600, color: 'text.secondary', whiteSpace: 'nowrap' }}>
                  {columnHeaderText(c)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody sx={{ opacity: busy && loaded ? 0.6 : 1, transition: 'opacity 150ms' }}>
            {loaded
              ? children
              : Array.from({ length: 3 }, (_, i) => (
                  <TableRow key={i}>
                    {leading !== undefined && <TableCell padding="checkbox" />}
                    {columns.map((c) => (
                      <TableCell key={c}>
                        <Skeleton variant="text" />
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
          </TableBody>
        </Table>
      </TableScroll>
      <ListPagination {...paging} ready={loaded} />
    </Paper>
  );
}
