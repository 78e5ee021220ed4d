import type { ReactNode } from 'react';
import { PageLoadFailure, type PageLoadFailureProps } from './page-load-failure';
import { PageSkeleton } from './page-skeleton';

/** The parts of an SWR answer for one record that a detail page needs. */
export interface DetailLoad<T> {
  data?: T;
  error?: unknown;
  isLoading: boolean;
  mutate: () => unknown;
}

interface DetailPageProps<T> extends Omit<PageLoadFailureProps, 'error' | 'onRetry'> {
  load: DetailLoad<T>;
  /** Names the loading page for assistive technology, e.g. "Loading the order". */
  loadingLabel: string;
  /** The heights of the skeleton's cards while the record loads. */
  skeletonCards?: readonly number[];
  /** The page, once its record is there. */
  children: (record: T) => ReactNode;
}

/** A page about one record: its skeleton while it loads, "not found" or the error when it cannot be shown, else the page. */
export function DetailPage<T>({ load, loadingLabel, skeletonCards, children, ...failure }: DetailPageProps<T>) {
  const { data, error, isLoading, mutate } = load;
  if (error && !data) return <PageLoadFailure {...failure} error={error} onRetry={() => void mutate()} />;
  if (isLoading || !data) return <PageSkeleton label={loadingLabel} backLink={Boolean(failure.backLink)} cards={skeletonCards} />;
  return children(data);
}
