import { PayoutsCard as PayoutsListCard } from '@/components/payouts-list';
import { useLocalPaging } from '@/lib/use-local-paging';
import { usePartnerPayouts } from '@/api/payments/get-partner-payouts';

/** The payouts the partner received, newest first, and the commission it is still owed. */
export function PayoutsCard() {
  const { page, limit, paging } = useLocalPaging();
  const load = usePartnerPayouts({ page, limit, sort: 'occurredAt:desc' });
  return <PayoutsListCard load={load} paging={paging} emptyDescription="The commission we send to your payout account appears here." />;
}
