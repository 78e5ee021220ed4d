import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '@/components/empty-state';
import { ListPage } from '@/components/list-page';
import { ListSearchField } from '@/components/search-toolbar';
import { useListQuery, useStayOnLastPage } from '@/lib/use-list-query';
import { usePrescriptions } from '@/api/prescriptions/get-prescriptions';
import { PrescriptionsTable } from '@/features/prescribing/components/prescriptions-table';
import { PRESCRIPTIONS_ERROR_TEXT } from '@/features/prescribing/lib/messages';
import { prescribingPaths } from '@/features/prescribing/paths';

const VIEWS = {
  current: {
    title: 'Prescriptions',
    subtitle: 'Prescriptions not yet shipped: waiting to be sent, at the pharmacy, or failed.',
    empty: 'You have no current prescriptions',
    emptyText: 'Prescriptions you create show here until they ship.',
  },
  past: {
    title: 'Past Prescriptions',
    subtitle: 'Prescriptions that have shipped, been delivered or been canceled.',
    empty: 'You have no past prescriptions',
    emptyText: 'Prescriptions move here once they ship or are canceled.',
  },
} as const;

/** The doctor's prescriptions, current (`past=false`) or past: searched and paged on the server. */
export function PrescriptionsPage({ past = false }: { past?: boolean }) {
  const view = VIEWS[past ? 'past' : 'current'];
  const list = useListQuery();
  const { query } = list;
  const prescriptions = usePrescriptions({ page: query.page, limit: query.limit, search: query.search, past });
  const { data } = prescriptions;
  const pastEnd = useStayOnLastPage(list, data?.total);
  const noneAtAll = data && data.total === 0 && !query.search;

  return (
    <ListPage
      title={view.title}
      subtitle={view.subtitle}
      actions={
        <Button component={RouterLink} to={prescribingPaths.newPrescription} variant="contained">
          New prescription
        </Button>
      }
      empty={noneAtAll ? <EmptyState title={view.empty} description={view.emptyText} /> : undefined}
      toolbar={
        <ListSearchField
          list={list}
          label="Search prescriptions"
          helperText="Patient name, medication or prescription number"
          sx={{ mb: 2 }}
        />
      }
      load={prescriptions}
      errorTitle={PRESCRIPTIONS_ERROR_TEXT}
      noMatch={<EmptyState title="No prescriptions match your search" description="Try a patient's name or a prescription number." />}
      progressLabel="Loading prescriptions"
    >
      <PrescriptionsTable
        label={view.title}
        items={pastEnd ? undefined : data?.items}
        busy={prescriptions.isValidating}
        paging={list.paging(data?.total)}
      />
    </ListPage>
  );
}
