import TablePagination from '@mui/material/TablePagination';
import { PAGE_SIZES, type ListPaging } from '@/lib/list-query';

interface ListPaginationProps extends ListPaging {
  /** False while the first page loads: shows page 1 rather than a page that is not there yet. */
  ready: boolean;
}

/** "1–10 of 42"; over a count the server capped, "1–10 of more than 1,000". */
const displayedRows =
  (total: number, totalIsEstimate: boolean) =>
  ({ from, to }: { from: number; to: number }) =>
    `${from}–${to} of ${totalIsEstimate ? `more than ${total.toLocaleString('en-US')}` : total}`;

/**
 * A paged list's page arrows and page size; pages count from 1 here, from 0 in MUI. Over an estimated total the
 * count is unknown to MUI (-1): the next-page arrow then goes on while there is a next page, past the estimate.
 */
export function ListPagination(props: ListPaginationProps) {
  const { total, totalIsEstimate = false, hasNextPage = false, page, limit, ready, onPageChange, onLimitChange } = props;
  return (
    <TablePagination
      component="div"
      count={totalIsEstimate ? -1 : total}
      page={ready ? page - 1 : 0}
      rowsPerPage={limit}
      rowsPerPageOptions={[...PAGE_SIZES]}
      labelDisplayedRows={displayedRows(total, totalIsEstimate)}
      onPageChange={(_e, next) => onPageChange(next + 1)}
      onRowsPerPageChange={(e) => onLimitChange(Number(e.target.value))}
      slotProps={{
        // A native select: keyboard- and screen-reader-friendly; named here because native selects ignore labelId.
        select: { native: true, inputProps: { 'aria-label': 'Rows per page' } },
        actions: totalIsEstimate ? { nextButton: { disabled: !hasNextPage } } : undefined,
      }}
      // On phones the page arrows wrap under the counts instead of running off the card.
      sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', rowGap: 0.5 } }}
    />
  );
}
