import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import type { ReactNode } from 'react';
import { LoadError } from '@/components/load-error';
import { SectionCard } from '@/components/section-card';

export interface ChartCardProps {
  title: string;
  /** The chart's call: its error (with a retry) or its data. */
  load: { data?: unknown; error?: unknown; mutate: () => unknown };
  errorTitle: string;
  /** The figures in words for screen readers (the chart itself is a picture); undefined while loading. */
  points: readonly { label: string; value: string }[] | undefined;
  /** A line above the chart, such as its total. */
  summary?: string;
  height: number;
  /** The chart (src/components/charts, or @mui/x-charts on the pages that load it); nothing for an empty chart. */
  children: ReactNode;
  /** What goes under the chart in the card once loaded (notes, a form). */
  footer?: ReactNode;
}

/** A chart in a card: a skeleton while loading, the error with a retry, or the chart with its figures for screen readers. */
export function ChartCard({ title, load, errorTitle, points, summary, height, children, footer }: ChartCardProps) {
  let body: ReactNode;
  if (load.error && !load.data) body = <LoadError title={errorTitle} error={load.error} onRetry={() => void load.mutate()} />;
  else if (!points) body = <Skeleton variant="rounded" height={height} aria-label={`Loading ${title.toLowerCase()}`} />;
  else {
    body = (
      <>
        {summary !== undefined && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {summary}
          </Typography>
        )}
        {/* A picture for the eye: its figures are the list below (the theme turns off MUI X's keyboard navigation). */}
        {children && <Box aria-hidden>{children}</Box>}
        {points.length > 0 && (
          <Box component="ul" sx={visuallyHidden}>
            {points.map((p) => (
              <li key={p.label}>
                {p.label}: {p.value}
              </li>
            ))}
          </Box>
        )}
        {footer}
      </>
    );
  }
  return <SectionCard title={title}>{body}</SectionCard>;
}
