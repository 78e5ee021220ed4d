import { EmptyState } from '@/components/empty-state';
import { ListSearchToolbar } from '@/components/search-toolbar';
import { useListQuery } from '@/lib/use-list-query';
import { DoctorOrdersList } from '@/features/clinical-review/components/doctor-orders-list';
import { QUEUE_EMPTY_TEXT } from '@/features/clinical-review/lib/texts';

/** Intakes waiting for the doctor's review, oldest first: the one waiting longest is at the top. */
export function PrescriptionQueuePage() {
  const list = useListQuery();
  const { query } = list;

  return (
    <DoctorOrdersList
      list={list}
      sort="createdAt:asc"
      status="PENDING_REVIEW"
      title="Prescription Queue"
      subtitle={(total, estimated) =>
        estimated && total
          ? `More than ${total.toLocaleString('en-US')} intakes are waiting for your review, oldest first.`
          : total
            ? `${total} ${total === 1 ? 'intake is' : 'intakes are'} waiting for your review, oldest first.`
            : 'Intake answers waiting for your review, oldest first.'
      }
      empty={
        <EmptyState title={QUEUE_EMPTY_TEXT} description="New intakes from your patients will appear here as soon as they are submitted." />
      }
      filtered={Boolean(query.search)}
      toolbar={<ListSearchToolbar list={list} label="Search the queue" helperText="Patient name, email or order number" />}
      noMatch={<EmptyState title="No intakes match your search" description="Try a patient name, an email or an order number." />}
      progressLabel="Loading the queue"
      variant="queue"
      label="Intakes waiting for review"
    />
  );
}
