import { EmptyState } from '@/components/empty-state';
import { ListPage } from '@/components/list-page';
import { SearchToolbar } from '@/components/search-toolbar';
import { useListQuery, useStayOnLastPage } from '@/lib/use-list-query';
import { useDoctorOrders } from '@/api/orders/get-doctor-orders';
import { DoctorOrdersTable } from '@/features/clinical-review/components/doctor-orders-table';
import { ORDERS_ERROR_TEXT, QUEUE_EMPTY_TEXT } from '@/features/clinical-review/lib/texts';

/** Intakes waiting for the doctor's review, oldest first: the one waiting longest is at the top. */
export function PrescriptionQueuePage() {
  const list = useListQuery();
  const { query, update } = list;
  const orders = useDoctorOrders({
    page: query.page,
    limit: query.limit,
    sort: 'createdAt:asc',
    search: query.search,
    status: 'PENDING_REVIEW',
  });
  const { data } = orders;
  const pastEnd = useStayOnLastPage(list, data?.total);
  const nothingWaiting = data && data.total === 0 && !query.search;

  return (
    <ListPage
      title="Prescription Queue"
      subtitle={
        data && data.total > 0
          ? `${data.total} ${data.total === 1 ? 'intake is' : 'intakes are'} waiting for your review, oldest first.`
          : 'Intake answers waiting for your review, oldest first.'
      }
      empty={
        nothingWaiting ? (
          <EmptyState
            title={QUEUE_EMPTY_TEXT}
            description="New intakes from your patients will appear here as soon as they are submitted."
          />
        ) : undefined
      }
      toolbar={
        <SearchToolbar
          label="Search the queue"
          helperText="Patient name, e-mail or order number"
          value={query.search}
          onSearch={(search) => update({ search, page: 1 })}
        />
      }
      load={orders}
      errorTitle={ORDERS_ERROR_TEXT}
      noMatch={<EmptyState title="No intakes match your search" description="Try a patient name, an e-mail or an order number." />}
      progressLabel="Loading the queue"
    >
      <DoctorOrdersTable
        variant="queue"
        label="Intakes waiting for review"
        orders={pastEnd ? undefined : data?.orders}
        busy={orders.isValidating}
        paging={list.paging(data?.total)}
      />
    </ListPage>
  );
}
