import { useSWRConfig } from 'swr';
import { medicationProductListReplySchema, type MedicationProductListQuery } from '@contracts/catalog';
import { getListPage, usePagedSWR } from '@/lib/swr-hooks';

export type MedicationProductsQuery = Pick<MedicationProductListQuery, 'page' | 'limit'> & {
  sort?: MedicationProductListQuery['sort'];
  search?: string;
  status?: MedicationProductListQuery['status'];
};

export const medicationProductsKey = (query: MedicationProductsQuery) => ['/super-admin/medication-products', query] as const;

/** GET /super-admin/medication-products: one page of products, by name or medication, of a status. */
export const getMedicationProducts = (query: MedicationProductsQuery) =>
  getListPage('/super-admin/medication-products', query, medicationProductListReplySchema);

export const useMedicationProducts = (query: MedicationProductsQuery) => usePagedSWR(medicationProductsKey(query), getMedicationProducts);

/** Asks again for every cached page of products (after a product changed elsewhere). */
export function useRefreshMedicationProducts() {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => Array.isArray(key) && key[0] === '/super-admin/medication-products');
}
