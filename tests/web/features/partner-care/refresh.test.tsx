import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import useSWR, { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { partnerOrderKey } from '@/api/orders/get-partner-order';
import { partnerOrdersKey } from '@/api/orders/get-partner-orders';
import { partnerDashboardSummaryKey } from '@/api/orders/get-partner-dashboard-summary';
import { upcomingRenewalsKey } from '@/api/renewals/get-upcoming-renewals';
import { useRefresh } from '@/features/partner-care/lib/use-refresh';

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
);

describe('partner care refresh', () => {
  // Each read counts its fetches: a refresh fetches again exactly the reads of the key helpers it names.
  it('reloads every page of the order lists, an order and the dashboard after an order changes, not the renewals', async () => {
    const counts: Record<string, number> = {};
    const count = (name: string) => () => {
      counts[name] = (counts[name] ?? 0) + 1;
      return name;
    };
    const { result } = renderHook(
      () => {
        useSWR(partnerOrdersKey({ page: 1, limit: 10, sort: 'createdAt:desc' }), count('orders page 1'));
        useSWR(partnerOrdersKey({ page: 2, limit: 10, sort: 'createdAt:desc' }), count('orders page 2'));
        useSWR(partnerOrderKey('o-1'), count('order'));
        useSWR(partnerDashboardSummaryKey, count('summary'));
        useSWR(upcomingRenewalsKey({ page: 1, limit: 10 }), count('renewals'));
        return useRefresh();
      },
      { wrapper },
    );
    await waitFor(() => expect(Object.keys(counts)).toHaveLength(5));

    await act(() => result.current.orders());
    expect(counts).toEqual({ 'orders page 1': 2, 'orders page 2': 2, order: 2, summary: 2, renewals: 1 });

    await act(() => result.current.renewals());
    expect(counts).toEqual({ 'orders page 1': 2, 'orders page 2': 2, order: 2, summary: 3, renewals: 2 });
  });
});
