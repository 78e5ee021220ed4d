import Skeleton from '@mui/material/Skeleton';
import { DetailList } from '@/components/detail-list';
import { LoadError } from '@/components/load-error';
import { SectionCard } from '@/components/section-card';
import { formatCents } from '@/lib/format';
import { useFeeDetails } from '@/api/admin-invoices/get-fee-details';

/** How the processing fee is computed from the subtotal: the rate, the fixed part and the fee. */
export function FeeDetailsCard({ invoiceId }: { invoiceId: string }) {
  const { data, error, mutate } = useFeeDetails(invoiceId);
  let body;
  if (error && !data) body = <LoadError title="Error fetching the fee details" error={error} onRetry={() => void mutate()} />;
  else if (!data) body = <Skeleton variant="rounded" height={120} aria-label="Loading the fee details" />;
  else
    body = (
      <DetailList
        items={[
          { term: 'Subtotal', value: formatCents(data.subtotalCents) },
          { term: 'Rate', value: `${data.rateBps / 100}% = ${formatCents(data.percentCents)}` },
          { term: 'Fixed part', value: formatCents(data.fixedCents) },
          { term: 'Fee', value: formatCents(data.feeCents) },
          { term: 'Total', value: formatCents(data.totalCents) },
        ]}
      />
    );
  return <SectionCard title="Fee details">{body}</SectionCard>;
}
