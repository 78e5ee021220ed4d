import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { RetryAlert } from '@/components/retry-alert';

/** The state of the calls a card's figure comes from. */
export interface WorkLoad {
  isLoading: boolean;
  error?: unknown;
  retry: () => void;
}

export interface WorkCardProps {
  title: string;
  load: WorkLoad;
  /** Undefined until loaded. */
  /** A number, or a text such as "1,000+" when the server counted up to its cap. */
  count: number | string | undefined;
  /** A line under the count, e.g. the oldest one's age; shown once loaded. */
  detail: ReactNode;
  /** The filtered lists behind the count. */
  links: readonly { label: string; to: string }[];
  /** Shown under the detail once loaded, e.g. the first few entries. */
  extra?: ReactNode;
}

/** One figure of the doctor's work: how many, a line about them, and links to the lists. */
export function WorkCard({ title, load, count, detail, links, extra }: WorkCardProps) {
  const headingId = useId();
  let body: ReactNode;
  if (load.error) body = <RetryAlert onRetry={load.retry}>Could not load {title.toLowerCase()}.</RetryAlert>;
  else if (load.isLoading || count === undefined) body = <LinearProgress aria-label={`Loading ${title.toLowerCase()}`} sx={{ my: 3 }} />;
  else {
    body = (
      <>
        <Typography component="p" sx={{ fontSize: '2.5rem', fontWeight: 700, lineHeight: 1.1, color: 'primary.dark' }}>
          {count}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {detail}
        </Typography>
        {extra}
      </>
    );
  }
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1, p: 3, height: '100%' }}>
        <Typography id={headingId} variant="h3" component="h2">
          {title}
        </Typography>
        <Stack sx={{ flexGrow: 1, gap: 0.5 }}>{body}</Stack>
        <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
          {links.map(({ label, to }) => (
            <Link key={to} component={RouterLink} to={to} sx={{ fontWeight: 600 }}>
              {label}
            </Link>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
