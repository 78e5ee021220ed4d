import { BILLING_MODES, gymOwnerListQuerySchema, type BillingMode } from '@contracts/partners';
import { EmptyState } from '@/components/empty-state';
import { SearchedListPage } from '@/components/searched-list-page';
import { PARTNER_SORT_LABELS } from '@/lib/sort-labels';
import { useListQuery } from '@/lib/use-list-query';
import { useGymOwners } from '@/api/admin-partners/get-gym-owners';
import { PartnersTable } from '@/features/admin-partners/components/partners-table';
import { BILLING_MODE_LABELS, PARTNERS_ERROR_TEXT } from '@/features/admin-partners/lib/texts';

const SORTS = gymOwnerListQuerySchema.shape.sort.unwrap().options;

/** Every partner (gym owner), searched, filtered by billing mode, sorted and paged on the server. */
export function AdminPartnersPage() {
  // The list's "status" in the address bar is the billing mode.
  const list = useListQuery({ sort: { options: SORTS, default: 'createdAt:desc' }, statuses: BILLING_MODES });
  const partners = useGymOwners({ ...list.pageQuery, billingMode: list.statusFilter<BillingMode>() });

  return (
    <SearchedListPage
      list={list}
      load={partners}
      title="Partners"
      subtitle="Partner businesses, their doctors, commission and billing."
      nothingYet={<EmptyState title="No partners yet" description="Partners that sign up through sales appear here." />}
      search={{ label: 'Search partners', helperText: 'Business name, owner name or email' }}
      status={{ label: 'Billing', labels: BILLING_MODE_LABELS, allLabel: 'Any billing', minWidth: 200 }}
      sortLabels={PARTNER_SORT_LABELS}
      sortMinWidth={210}
      errorTitle={PARTNERS_ERROR_TEXT}
      noMatch={<EmptyState title="No partners match your search" description="Try another name, email or billing mode." />}
      progressLabel="Loading partners"
    >
      {({ items, busy, paging }) => <PartnersTable partners={items} busy={busy} paging={paging} />}
    </SearchedListPage>
  );
}
