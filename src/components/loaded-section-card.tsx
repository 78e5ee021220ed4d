import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { LoadError } from './load-error';
import { SectionCard } from './section-card';

interface LoadedSectionCardProps<T> {
  title: string;
  /** Links or buttons beside the title. */
  action?: ReactNode;
  /** The card's call: its data (undefined while loading), its error (with a retry). */
  load: { data?: T; error?: unknown; mutate: () => unknown };
  /** The product's text for a failed load. */
  errorTitle: string;
  /** Names the progress bar shown while loading. */
  loadingLabel: string;
  /** Whether the data holds nothing to show: `emptyText` is said instead. */
  isEmpty: (data: T) => boolean;
  emptyText: ReactNode;
  /** What the data shows (a table, a list). */
  children: (data: T) => ReactNode;
}

/** A titled card over one call: the error with a retry, a progress bar while loading, a line when empty, or the data. */
export function LoadedSectionCard<T>({
  title,
  action,
  load,
  errorTitle,
  loadingLabel,
  isEmpty,
  emptyText,
  children,
}: LoadedSectionCardProps<T>) {
  const { data, error } = load;
  let body: ReactNode;
  if (error && !data) body = <LoadError title={errorTitle} error={error} onRetry={() => void load.mutate()} />;
  else if (!data) body = <LinearProgress aria-label={loadingLabel} sx={{ my: 2 }} />;
  else if (isEmpty(data)) body = <Typography variant="body2">{emptyText}</Typography>;
  else body = children(data);
  return (
    <SectionCard title={title} action={action}>
      {body}
    </SectionCard>
  );
}
