import { salesPartnerListReplySchema, type SalesPartnerListQuery } from '@contracts/sales-people';
import { getListPage, usePagedSWR } from '@/lib/swr-hooks';

export type SalesPartnersQuery = Pick<SalesPartnerListQuery, 'page' | 'limit'> & { sort?: SalesPartnerListQuery['sort']; search?: string };

export const salesPartnersKey = (query: SalesPartnersQuery) => ['/sales/partners', query] as const;

/** GET /sales/partners: one page of the partners the sales person brought in, found by business name, owner or e-mail. */
export const getSalesPartners = (query: SalesPartnersQuery) => getListPage('/sales/partners', query, salesPartnerListReplySchema);

export const useSalesPartners = (query: SalesPartnersQuery) => usePagedSWR(salesPartnersKey(query), getSalesPartners);
