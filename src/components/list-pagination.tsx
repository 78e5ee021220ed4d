import TablePagination from '@mui/material/TablePagination';
import { PAGE_SIZES, type ListPaging } from '@/lib/list-query';

interface ListPaginationProps extends ListPaging {
  /** False while the first page loads: shows page 1 rather than a page that is not there yet. */
  ready: boolean;
}

/** A paged list's page arrows and page size; pages count from 1 here, from 0 in MUI. */
/** "1–10 of 42"; over a count the server capped, "1–10 of more than 1,000". */
const displayedRows =
  (totalIsEstimate: boolean) =>
  ({ from, to, count }: { from: number; to: number; count: number }) =>
    `${from}–${to} of ${totalIsEstimate ? `more than ${count.toLocaleString('en-US')}` : count}`;

export function ListPagination({ total, totalIsEstimate = false, page, limit, ready, onPageChange, onLimitChange }: ListPaginationProps) {
  return (
    <TablePagination
      component="div"
      count={total}
      page={ready ? page - 1 : 0}
      rowsPerPage={limit}
      rowsPerPageOptions={[...PAGE_SIZES]}
      labelDisplayedRows={displayedRows(totalIsEstimate)}
      onPageChange={(_e, next) => onPageChange(next + 1)}
      onRowsPerPageChange={(e) => onLimitChange(Number(e.target.value))}
      // A native select: keyboard- and screen-reader-friendly; named here because native selects ignore labelId.
      slotProps={{ select: { native: true, inputProps: { 'aria-label': 'Rows per page' } } }}
      // On phones the page arrows wrap under the counts instead of running off the card.
      sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', rowGap: 0.5 } }}
    />
  );
}
