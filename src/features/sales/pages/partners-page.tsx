import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { salesPartnerListQuerySchema } from '@contracts/sales-people';
import { EmptyState } from '@/components/empty-state';
import { SearchedListPage } from '@/components/searched-list-page';
import { PARTNER_SORT_LABELS } from '@/lib/sort-labels';
import { useListQuery } from '@/lib/use-list-query';
import { useSalesPartners } from '@/api/sales/get-sales-partners';
import { AddPartnerDialog } from '../components/add-partner-dialog';
import { PartnersTable } from '../components/partners-table';
import { PARTNERS_ERROR_TEXT } from '../lib/texts';
import { salesPaths } from '../paths';

const SORTS = salesPartnerListQuerySchema.shape.sort.unwrap().options;

/** The partners the sales person brought in: searched, sorted and paged on the server; "Add partner" brings in one more. */
export function SalesPartnersPage() {
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const list = useListQuery({ sort: { options: SORTS, default: 'createdAt:desc' } });
  const partners = useSalesPartners({ ...list.pageQuery });
  const addButton = (
    <Button variant="contained" startIcon={<AddOutlined aria-hidden />} onClick={() => setAdding(true)}>
      Add partner
    </Button>
  );

  return (
    <>
      <SearchedListPage
        list={list}
        load={partners}
        title="Partners"
        subtitle="The partners you brought in. You earn your commission on their patients' paid orders."
        actions={addButton}
        nothingYet={<EmptyState title="No partners yet" description="Add the first partner you bring in: it shows here." />}
        search={{ label: 'Search partners', helperText: 'Business name, owner name or email' }}
        sortLabels={PARTNER_SORT_LABELS}
        sortMinWidth={210}
        errorTitle={PARTNERS_ERROR_TEXT}
        noMatch={<EmptyState title="No partners match your search" description="Try another name or email." />}
        progressLabel="Loading partners"
      >
        {({ items, busy, paging }) => <PartnersTable partners={items} busy={busy} paging={paging} />}
      </SearchedListPage>
      {adding && (
        <AddPartnerDialog
          onClose={() => setAdding(false)}
          onCreated={(partner) => {
            setAdding(false);
            void partners.mutate();
            void navigate(salesPaths.partner(partner.id));
          }}
        />
      )}
    </>
  );
}
