import useSWR from 'swr';
import { adminAlertsReplySchema } from '@contracts/ledger';
import { apiClient } from '@/lib/api-client';

export const adminAlertsKey = '/super-admin/alerts';

/** GET /super-admin/alerts: what the nightly checks found, newest first (the first page: the dashboard shows the open ones). */
export async function getAdminAlerts() {
  const reply = await apiClient.get(adminAlertsKey);
  return adminAlertsReplySchema.parse(reply.data).data;
}

export const useAdminAlerts = () => useSWR(adminAlertsKey, getAdminAlerts);
