import LinearProgress from '@mui/material/LinearProgress';
import type { ReactNode } from 'react';
import { LoadError } from './load-error';

/** The parts of an SWR answer for a paged list that the states need. */
export interface ListLoad {
  data?: { total: number };
  error?: unknown;
  isLoading: boolean;
  isValidating: boolean;
  mutate: () => unknown;
}

interface ListStatesProps {
  load: ListLoad;
  /** The product's text for a failed load, e.g. 'Error fetching orders'. */
  errorTitle: string;
  /** Shown when the search or filters match nothing. */
  noMatch: ReactNode;
  /** Names the bar shown while another page loads over the one on screen; no bar without it. */
  progressLabel?: string;
  /** The table. */
  children: ReactNode;
}

/**
 * A list's error, "nothing matches" and loading states around its table. After a failed reload the last page stays
 * on screen under the error, with a way to try again.
 */
export function ListStates({ load, errorTitle, noMatch, progressLabel, children }: ListStatesProps) {
  const { data, error, isLoading, isValidating, mutate } = load;
  let body: ReactNode = null;
  if (!error && data?.total === 0) body = noMatch;
  else if (!(error && !data)) {
    body = (
      <>
        {progressLabel && (
          <LinearProgress aria-label={progressLabel} sx={{ visibility: isValidating && !isLoading ? 'visible' : 'hidden', mb: 0.5 }} />
        )}
        {children}
      </>
    );
  }
  return (
    <>
      {error ? <LoadError title={errorTitle} error={error} onRetry={() => void mutate()} /> : null}
      {body}
    </>
  );
}
