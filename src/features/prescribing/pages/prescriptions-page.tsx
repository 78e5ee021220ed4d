import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Box from '@mui/material/Box';
import { useEffect } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { usePrescriptions } from '../api/get-prescriptions';
import { PrescriptionsTable } from '../components/prescriptions-table';
import { SearchField } from '../components/search-field';
import { readListQuery, writeListQuery, type ListState } from '../lib/list-query';
import { PRESCRIPTIONS_ERROR_TEXT } from '../lib/messages';
import { prescribingPaths } from '../paths';

const VIEWS = {
  current: {
    title: 'Prescriptions',
    subtitle: 'Prescriptions not yet shipped: waiting to be sent, at the pharmacy, or failed.',
    empty: 'You have no current prescriptions',
    emptyText: 'Prescriptions you create show here until they ship.',
  },
  past: {
    title: 'Past Prescriptions',
    subtitle: 'Prescriptions that have shipped, been delivered or been cancelled.',
    empty: 'You have no past prescriptions',
    emptyText: 'Prescriptions move here once they ship or are cancelled.',
  },
} as const;

/** The doctor's prescriptions, current (`past=false`) or past: searched and paged on the server. */
export function PrescriptionsPage({ past = false }: { past?: boolean }) {
  const view = VIEWS[past ? 'past' : 'current'];
  const [params, setParams] = useSearchParams();
  const query = readListQuery(params);
  const { data, error, isLoading, isValidating, mutate } = usePrescriptions({ ...query, past });

  const update = (change: Partial<ListState>) => setParams(writeListQuery({ ...query, ...change }));

  // The list shrank under a later page (or the address named a page past the end): show the last page instead.
  const lastPage = data ? Math.max(1, data.totalPages) : query.page;
  const pastEnd = query.page > lastPage;
  useEffect(() => {
    if (pastEnd) setParams(writeListQuery({ ...query, page: lastPage }), { replace: true });
  });

  const noneAtAll = data && data.total === 0 && !query.search;

  return (
    <>
      <PageHeader
        title={view.title}
        subtitle={view.subtitle}
        actions={
          <Button component={RouterLink} to={prescribingPaths.newPrescription} variant="contained">
            New prescription
          </Button>
        }
      />
      {noneAtAll ? (
        <EmptyState title={view.empty} description={view.emptyText} />
      ) : (
        <>
          <Box sx={{ mb: 2, maxWidth: 520 }}>
            <SearchField
              label="Search prescriptions"
              helperText="Patient name, medication or prescription number"
              value={query.search}
              onSearch={(search) => update({ search, page: 1 })}
            />
          </Box>
          {error && <LoadError title={PRESCRIPTIONS_ERROR_TEXT} error={error} onRetry={() => void mutate()} />}
          {!error && data?.total === 0 ? (
            <EmptyState title="No prescriptions match your search" description="Try a patient's name or a prescription number." />
          ) : (
            !(error && !data) && (
              <>
                <LinearProgress
                  aria-label="Loading prescriptions"
                  sx={{ visibility: isValidating && !isLoading ? 'visible' : 'hidden', mb: 0.5 }}
                />
                <PrescriptionsTable
                  label={view.title}
                  items={pastEnd ? undefined : data?.items}
                  total={data?.total ?? 0}
                  page={query.page}
                  limit={query.limit}
                  busy={isValidating}
                  onPageChange={(page) => update({ page })}
                  onLimitChange={(limit) => update({ limit, page: 1 })}
                />
              </>
            )
          )}
        </>
      )}
    </>
  );
}
