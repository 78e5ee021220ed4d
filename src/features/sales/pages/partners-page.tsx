import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { salesPartnerListQuerySchema } from '@contracts/sales';
import { EmptyState } from '@/components/empty-state';
import { ListPage } from '@/components/list-page';
import { ListSearchToolbar } from '@/components/search-toolbar';
import { SelectFilter } from '@/components/select-filter';
import { useListQuery, useStayOnLastPage } from '@/lib/use-list-query';
import { useSalesPartners } from '@/api/sales/get-sales-partners';
import { AddPartnerDialog } from '../components/add-partner-dialog';
import { PartnersTable } from '../components/partners-table';
import { PARTNERS_ERROR_TEXT } from '../lib/texts';
import { salesPaths } from '../paths';

const SORTS = salesPartnerListQuerySchema.shape.sort.unwrap().options;
type PartnerSort = (typeof SORTS)[number];
const SORT_LABELS: Record<PartnerSort, string> = {
  'createdAt:desc': 'Newest partners first',
  'createdAt:asc': 'Oldest partners first',
  'businessName:asc': 'Business name, A to Z',
  'businessName:desc': 'Business name, Z to A',
};

/** The partners the sales person brought in: searched, sorted and paged on the server; "Add partner" brings in one more. */
export function SalesPartnersPage() {
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const list = useListQuery({ sort: { options: SORTS, default: 'createdAt:desc' } });
  const { query, update } = list;
  const partners = useSalesPartners({ page: query.page, limit: query.limit, sort: query.sort, search: query.search });
  const { data } = partners;
  const pastEnd = useStayOnLastPage(list, data?.total);
  const addButton = (
    <Button variant="contained" startIcon={<AddOutlined aria-hidden />} onClick={() => setAdding(true)}>
      Add partner
    </Button>
  );

  return (
    <>
      <ListPage
        title="Partners"
        subtitle="The partners you brought in. You earn your commission on their patients' paid orders."
        actions={addButton}
        empty={
          data && data.total === 0 && !query.search ? (
            <EmptyState title="No partners yet" description="Add the first partner you bring in: it shows here." />
          ) : undefined
        }
        toolbar={
          <ListSearchToolbar list={list} label="Search partners" helperText="Business name, owner name or e-mail">
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
        noMatch={<EmptyState title="No partners match your search" description="Try another name or e-mail." />}
        progressLabel="Loading partners"
      >
        <PartnersTable partners={pastEnd ? undefined : data?.items} busy={partners.isValidating} paging={list.paging(data?.total)} />
      </ListPage>
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
