import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { RetryAlert } from './retry-alert';

/** The figure shrinks with its card (a container query), so that an amount such as $12,345.67 fits a narrow one. */
const FIGURE_SIZE = 'clamp(1.5rem, 15cqi, 2.25rem)';

export interface FigureCardProps {
  title: string;
  /** The figure's own call, when it has one: its error shows in the card, with a retry. */
  load?: { error?: unknown; mutate: () => unknown };
  /** The figure, undefined until loaded. */
  value: ReactNode | undefined;
  detail?: ReactNode;
  link?: { label: string; to: string };
}

/** One figure of a dashboard: its name, the figure (or its loading and error states), a line and a link. */
export function FigureCard({ title, load, value, detail, link }: FigureCardProps) {
  const headingId = useId();
  let body: ReactNode;
  if (load?.error && value === undefined) {
    body = <RetryAlert onRetry={() => void load.mutate()}>Could not load this figure.</RetryAlert>;
  } else if (value === undefined) {
    body = <Skeleton variant="text" aria-label={`Loading ${title.toLowerCase()}`} sx={{ fontSize: '2.25rem', width: '60%' }} />;
  } else {
    body = (
      <Typography
        component="p"
        sx={{ fontSize: FIGURE_SIZE, fontWeight: 700, lineHeight: 1.15, color: 'primary.dark', overflowWrap: 'anywhere' }}
      >
        {value}
      </Typography>
    );
  }
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ height: '100%' }}>
      <CardContent
        sx={{
          display: 'flex',
          flexDirection: 'column',
          gap: 0.75,
          p: 2.5,
          height: '100%',
          containerType: 'inline-size',
          '&:last-child': { pb: 2.5 },
        }}
      >
        <Typography id={headingId} variant="h3" component="h2" sx={{ fontSize: '1rem', color: 'text.secondary' }}>
          {title}
        </Typography>
        {body}
        {detail && value !== undefined && (
          <Typography variant="body2" sx={{ color: 'text.secondary', flexGrow: 1 }}>
            {detail}
          </Typography>
        )}
        {link && (
          <Link component={RouterLink} to={link.to} sx={{ fontWeight: 600, mt: 'auto' }}>
            {link.label}
          </Link>
        )}
      </CardContent>
    </Card>
  );
}
