import { customPriceListReplySchema, type CustomPriceListQuery } from '@contracts/custom-pricing';
import { getListPage, usePagedSWR } from '@/lib/swr-hooks';

export const customPricesKey = (query: CustomPriceListQuery) => ['/super-admin/custom-pricing', query] as const;

/** GET /super-admin/custom-pricing: one page of partners' custom monthly prices (of one partner with `partnerId`). */
export async function getCustomPrices(query: CustomPriceListQuery) {
  return getListPage('/super-admin/custom-pricing', query, customPriceListReplySchema);
}

export const useCustomPrices = (query: CustomPriceListQuery) => usePagedSWR(customPricesKey(query), getCustomPrices);
