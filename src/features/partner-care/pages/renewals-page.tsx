import Box from '@mui/material/Box';
import { RENEWAL_STATUSES, upcomingRenewalsQuerySchema, type RenewalStatus } from '@contracts/renewals';
import { EmptyState } from '@/components/empty-state';
import { ListPage } from '@/components/list-page';
import { PagedTable } from '@/components/paged-table';
import { ListSearchToolbar } from '@/components/search-toolbar';
import { SelectFilter } from '@/components/select-filter';
import { useListQuery, useStayOnLastPage } from '@/lib/use-list-query';
import { useUpcomingRenewals } from '@/api/renewals/get-upcoming-renewals';
import { RenewalRow } from '@/features/partner-care/components/renewal-row';
import { UpcomingMedicationsSection } from '@/features/partner-care/components/upcoming-medications-section';
import { RENEWAL_STATUS_LABELS, RENEWALS_ERROR_TEXT } from '@/features/partner-care/lib/texts';
import { useRefresh } from '@/features/partner-care/lib/use-refresh';

const SORTS = upcomingRenewalsQuerySchema.shape.sort.unwrap().options;
type RenewalSort = (typeof SORTS)[number];
const SORT_LABELS: Record<RenewalSort, string> = { 'renewsOn:asc': 'Soonest first', 'renewsOn:desc': 'Latest first' };
const COLUMNS = ['Order', 'Medication', 'Renews on', 'Start date', 'Follow-up'] as const;
/** The renewals shown: those due within this many days (and overdue ones). */
const DAYS = 30;

/** The treatments renewing soon, each followed up (status) and corrected (start date); then the medications they need. */
export function RenewalsPage() {
  const list = useListQuery({ sort: { options: SORTS, default: 'renewsOn:asc' }, statuses: RENEWAL_STATUSES });
  const { query, update } = list;
  const renewals = useUpcomingRenewals({ ...list.pageQuery, days: DAYS, renewalStatus: list.statusFilter<RenewalStatus>() });
  const { data } = renewals;
  const pastEnd = useStayOnLastPage(list, data?.total);
  const refresh = useRefresh();
  const rows = pastEnd ? undefined : data?.items;

  return (
    <>
      <ListPage
        title="Renewals"
        subtitle={`Treatments renewing in the next ${DAYS} days, and overdue ones: follow each one up.`}
        empty={<EmptyState title="No renewals coming up" description={`No treatment renews in the next ${DAYS} days.`} />}
        filtered={Boolean(query.search || query.status)}
        toolbar={
          <ListSearchToolbar list={list} label="Search renewals" helperText="Patient, product or order number">
            <SelectFilter
              label="Follow-up"
              value={query.status as RenewalStatus | ''}
              options={RENEWAL_STATUSES.map((s) => ({ value: s, label: RENEWAL_STATUS_LABELS[s] }))}
              onChange={(status) => update({ status, page: 1 })}
              allLabel="Any follow-up"
              minWidth={180}
            />
            <SelectFilter
              label="Sort by"
              value={query.sort}
              options={SORTS.map((s) => ({ value: s, label: SORT_LABELS[s] }))}
              onChange={(sort) => update({ sort, page: 1 })}
              minWidth={160}
            />
          </ListSearchToolbar>
        }
        load={renewals}
        errorTitle={RENEWALS_ERROR_TEXT}
        noMatch={<EmptyState title="No renewals match these filters" description="Try another search or follow-up." />}
        progressLabel="Loading renewals"
      >
        <PagedTable
          label="Upcoming renewals"
          columns={COLUMNS}
          minWidth={900}
          loaded={Boolean(rows)}
          busy={renewals.isValidating}
          paging={list.paging(data?.total)}
        >
          {rows?.map((r) => (
            <RenewalRow key={`${r.orderId}|${r.startDate}|${r.renewalStatus}`} renewal={r} onChanged={() => void refresh.renewals()} />
          ))}
        </PagedTable>
      </ListPage>
      <Box sx={{ mt: 4 }}>
        <UpcomingMedicationsSection days={DAYS} />
      </Box>
    </>
  );
}
