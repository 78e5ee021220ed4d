import { BILLING_MODES, gymOwnerListQuerySchema, type BillingMode } from '@contracts/admin-partners';
import { EmptyState } from '@/components/empty-state';
import { ListPage } from '@/components/list-page';
import { ListSearchToolbar } from '@/components/search-toolbar';
import { SelectFilter } from '@/components/select-filter';
import { useListQuery, useStayOnLastPage } from '@/lib/use-list-query';
import { useGymOwners } from '@/api/admin-partners/get-gym-owners';
import { PartnersTable } from '@/features/admin-partners/components/partners-table';
import { BILLING_MODE_LABELS, PARTNERS_ERROR_TEXT } from '@/features/admin-partners/lib/texts';

const SORTS = gymOwnerListQuerySchema.shape.sort.unwrap().options;
type PartnerSort = (typeof SORTS)[number];
const SORT_LABELS: Record<PartnerSort, string> = {
  'createdAt:desc': 'Newest partners first',
  'createdAt:asc': 'Oldest partners first',
  'businessName:asc': 'Business name, A to Z',
  'businessName:desc': 'Business name, Z to A',
};

/** Every partner (gym owner), searched, filtered by billing mode, sorted and paged on the server. */
export function AdminPartnersPage() {
  // The list's "status" in the address bar is the billing mode.
  const list = useListQuery({ sort: { options: SORTS, default: 'createdAt:desc' }, statuses: BILLING_MODES });
  const { query, update } = list;
  const partners = useGymOwners({
    page: query.page,
    limit: query.limit,
    sort: query.sort,
    search: query.search,
    billingMode: (query.status || undefined) as BillingMode | undefined,
  });
  const { data } = partners;
  const pastEnd = useStayOnLastPage(list, data?.total);

  return (
    <ListPage
      title="Partners"
      subtitle="Partner businesses, their doctors, commission and billing."
      empty={
        data && data.total === 0 && !query.search && !query.status ? (
          <EmptyState title="No partners yet" description="Partners that sign up through sales appear here." />
        ) : undefined
      }
      toolbar={
        <ListSearchToolbar list={list} label="Search partners" helperText="Business name, owner name or e-mail">
          <SelectFilter
            label="Billing"
            value={query.status as BillingMode | ''}
            options={BILLING_MODES.map((m) => ({ value: m, label: BILLING_MODE_LABELS[m] }))}
            onChange={(status) => update({ status, page: 1 })}
            allLabel="Any billing"
            minWidth={200}
          />
          <SelectFilter
            label="Sort by"
            value={query.sort}
            options={SORTS.map((s) => ({ value: s, label: SORT_LABELS[s] }))}
            onChange={(sort) => update({ sort, page: 1 })}
            minWidth={210}
          />
        </ListSearchToolbar>
      }
      load={partners}
      errorTitle={PARTNERS_ERROR_TEXT}
      noMatch={<EmptyState title="No partners match your search" description="Try another name, e-mail or billing mode." />}
      progressLabel="Loading partners"
    >
      <PartnersTable partners={pastEnd ? undefined : data?.items} busy={partners.isValidating} paging={list.paging(data?.total)} />
    </ListPage>
  );
}
