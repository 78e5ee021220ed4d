import { PayoutsCard as PayoutsListCard } from '@/components/payouts-list';
import { useLocalPaging } from '@/lib/use-local-paging';
import { useSalesPayouts } from '@/api/sales/get-sales-payouts';

/** The payouts the sales person received, newest first, and the commission they are still owed. */
export function SalesPayoutsCard() {
  const { page, limit, paging } = useLocalPaging();
  const load = useSalesPayouts({ page, limit, sort: 'occurredAt:desc' });
  return <PayoutsListCard load={load} paging={paging} emptyDescription="The commission we send to your payout account appears here." />;
}
