import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { useDoctorOrders } from '../api/get-doctor-orders';
import { DoctorOrdersTable } from '../components/doctor-orders-table';
import { SearchField } from '../components/search-field';
import { ORDERS_ERROR_TEXT, QUEUE_EMPTY_TEXT } from '../lib/texts';
import { useListState, useStayOnLastPage } from '../lib/use-list-state';

const QUEUE_SORT = ['createdAt:asc'] as const;

/** Intakes waiting for the doctor's review, oldest first: the one waiting longest is at the top. */
export function PrescriptionQueuePage() {
  const { query, update } = useListState(QUEUE_SORT, 'createdAt:asc');
  const { data, error, isLoading, isValidating, mutate } = useDoctorOrders({
    page: query.page,
    limit: query.limit,
    sort: 'createdAt:asc',
    search: query.search,
    status: 'PENDING_REVIEW',
  });
  const pastEnd = useStayOnLastPage(query.page, query.limit, data?.total, (page) => update({ page }, true));
  const nothingWaiting = data && data.total === 0 && !query.search;

  return (
    <>
      <PageHeader
        title="Prescription Queue"
        subtitle={data && data.total > 0 ? `${data.total} ${data.total === 1 ? 'intake is' : 'intakes are'} waiting for your review, oldest first.` : 'Intake answers waiting for your review, oldest first.'}
      />
      {nothingWaiting ? (
        <EmptyState title={QUEUE_EMPTY_TEXT} description="New intakes from your patients will appear here as soon as they are submitted." />
      ) : (
        <>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
            <SearchField
              label="Search the queue"
              helperText="Patient name, order number or medication"
              value={query.search}
              onSearch={(search) => update({ search, page: 1 })}
            />
          </Stack>
          {error && <LoadError title={ORDERS_ERROR_TEXT} error={error} onRetry={() => void mutate()} />}
          {!error && data?.total === 0 ? (
            <EmptyState title="No intakes match your search" description="Try a patient name, an order number or a medication." />
          ) : (
            !(error && !data) && (
              <>
                <LinearProgress aria-label="Loading the queue" sx={{ visibility: isValidating && !isLoading ? 'visible' : 'hidden', mb: 0.5 }} />
                <DoctorOrdersTable
                  variant="queue"
                  label="Intakes waiting for review"
                  orders={pastEnd ? undefined : data?.orders}
                  total={data?.total ?? 0}
                  page={query.page}
                  limit={query.limit}
                  busy={isValidating}
                  onPageChange={(page) => update({ page })}
                  onLimitChange={(limit) => update({ limit, page: 1 })}
                />
              </>
            )
          )}
        </>
      )}
    </>
  );
}
