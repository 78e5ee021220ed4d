import { partnerOrderKey } from '@/api/orders/get-partner-order';
import { partnerOrderIntakeKey } from '@/api/orders/get-partner-order-intake';
import { partnerOrderMedicationsKey } from '@/api/orders/get-partner-order-medications';
import { partnerOrdersKey } from '@/api/orders/get-partner-orders';
import { partnerDashboardSummaryKey } from '@/api/orders/get-partner-dashboard-summary';
import { partnerOrdersCountByStatusKey } from '@/api/orders/get-partner-orders-count-by-status';
import { partnerQuickApprovalKey } from '@/api/orders/get-partner-quick-approval';
import { upcomingMedicationsKey } from '@/api/renewals/get-upcoming-medications';
import { upcomingRenewalsKey } from '@/api/renewals/get-upcoming-renewals';
import { useRevalidate } from '@/lib/swr-hooks';

/** The partner's order reads: the lists, an order, its medications and its intake. */
const ORDERS = [partnerOrdersKey, partnerOrderKey, partnerOrderMedicationsKey, partnerOrderIntakeKey];
/** The renewals and the medications they need. */
const RENEWALS = [upcomingRenewalsKey, upcomingMedicationsKey];
/** The dashboard's figures: the summary, the counts by status, the orders awaiting approval. */
const DASHBOARD = [partnerDashboardSummaryKey, partnerOrdersCountByStatusKey, partnerQuickApprovalKey];

/**
 * Reloads what a change moved, so that it is shown again from the server: `orders()` after an order's change (its
 * reads and the dashboard's figures), `renewals()` after a renewal's.
 */
export function useRefresh() {
  const revalidate = useRevalidate();
  return {
    orders: () => revalidate(...ORDERS, ...DASHBOARD),
    renewals: () => revalidate(...RENEWALS, ...DASHBOARD),
  };
}
