import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

interface PageSkeletonProps {
  /** Names the loading page for assistive technology, e.g. "Loading the order". */
  label: string;
  /** A line for the back link above the heading. */
  backLink?: boolean;
  /** The heights of the cards below the heading. */
  cards?: readonly number[];
}

/** A detail page's shape while its record loads. */
export function PageSkeleton({ label, backLink = false, cards = [160, 220] }: PageSkeletonProps) {
  return (
    <Stack spacing={2.5} aria-busy="true" aria-label={label}>
      {backLink && <Skeleton variant="text" width={180} />}
      <Skeleton variant="text" width="45%" height={48} />
      {cards.map((height, i) => (
        <Skeleton key={i} variant="rounded" height={height} />
      ))}
    </Stack>
  );
}
