import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { RetryAlert } from '@/components/retry-alert';

interface StatCardProps {
  title: string;
  load: { error?: unknown; mutate: () => unknown };
  /** The figure, undefined until loaded. */
  value: ReactNode | undefined;
  detail?: ReactNode;
}

/** One figure: its name, the figure (or its loading and error states) and a line about it. */
export function StatCard({ title, load, value, detail }: StatCardProps) {
  const headingId = useId();
  let body: ReactNode;
  if (load.error && value === undefined) body = <RetryAlert onRetry={() => void load.mutate()}>Could not load this figure.</RetryAlert>;
  else if (value === undefined)
    body = <Skeleton variant="text" aria-label={`Loading ${title.toLowerCase()}`} sx={{ fontSize: '2rem', width: '60%' }} />;
  else
    body = (
      <Typography component="p" sx={{ fontSize: '2rem', fontWeight: 700, lineHeight: 1.15, color: 'primary.dark' }}>
        {value}
      </Typography>
    );
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 0.75, p: 2.5, '&:last-child': { pb: 2.5 } }}>
        <Typography id={headingId} variant="h3" component="h2" sx={{ fontSize: '1rem', color: 'text.secondary' }}>
          {title}
        </Typography>
        {body}
        {detail && value !== undefined && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {detail}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
