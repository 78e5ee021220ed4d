import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { Encouragement } from '@contracts/activities';
import { LoadError } from './load-error';
import { SectionCard } from './section-card';

interface EncouragementViewProps {
  data: Encouragement | undefined;
  error: unknown;
  onRetry: () => void;
  action?: ReactNode;
}

/** This week's encouragement (GET /patient/me/encouragement): a headline and a few kind, specific words. */
export function EncouragementView({ data, error, onRetry, action }: EncouragementViewProps) {
  let body: ReactNode;
  if (error && !data) body = <LoadError title="Failed to fetch weekly encouragement" error={error} onRetry={onRetry} />;
  else if (!data) body = <Skeleton variant="rounded" height={64} aria-label="Loading encouragement" />;
  else
    body = (
      <>
        <Typography variant="h6" component="p">
          {data.headline}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="encouragement-message">
          {data.message}
        </Typography>
      </>
    );
  return (
    <SectionCard title="This week" action={action}>
      {body}
    </SectionCard>
  );
}
