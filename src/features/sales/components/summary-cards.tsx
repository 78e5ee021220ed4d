import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { LoadError } from '@/components/load-error';
import { formatCents, formatRate } from '@/lib/format';
import { useSalesSummary } from '@/api/sales/get-sales-summary';
import { SUMMARY_ERROR_TEXT } from '../lib/texts';
import { salesPaths } from '../paths';

interface FigureProps {
  title: string;
  value: ReactNode | undefined;
  detail?: ReactNode;
  link?: { label: string; to: string };
}

/** One figure: its name, the figure (a skeleton until it is there), a line and a link. */
function Figure({ title, value, detail, link }: FigureProps) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 0.75, p: 2.5, height: '100%', '&:last-child': { pb: 2.5 } }}>
        <Typography id={headingId} variant="h3" component="h2" sx={{ fontSize: '1rem', color: 'text.secondary' }}>
          {title}
        </Typography>
        {value === undefined ? (
          <Skeleton variant="text" aria-label={`Loading ${title.toLowerCase()}`} sx={{ fontSize: '2.25rem', width: '60%' }} />
        ) : (
          <Typography component="p" sx={{ fontSize: '2.25rem', fontWeight: 700, lineHeight: 1.15, color: 'primary.dark' }}>
            {value}
          </Typography>
        )}
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

/** The sales person's figures: partners, their paid orders, the commission all time and this month. */
export function SummaryCards() {
  const { data, error, mutate } = useSalesSummary();
  if (error && !data) return <LoadError title={SUMMARY_ERROR_TEXT} error={error} onRetry={() => void mutate()} />;
  const figures: FigureProps[] = [
    {
      title: 'Partners',
      value: data?.partnerCount,
      detail: data && `${data.partnersThisMonth} new this month`,
      link: { label: 'View partners', to: salesPaths.partners },
    },
    {
      title: 'Paid orders',
      value: data?.paidOrderCount,
      detail: data && `${formatCents(data.salesCents)} in sales, net of refunds`,
    },
    {
      title: 'Commission earned',
      value: data && formatCents(data.commissionCents),
      detail: data && `At ${formatRate(data.commissionRateBps)} of each paid order`,
      link: { label: 'View payout details', to: salesPaths.payoutDetail },
    },
    {
      title: 'Commission this month',
      value: data && formatCents(data.commissionThisMonthCents),
      detail: data && 'Net of refunds',
    },
  ];
  return (
    <Grid container spacing={2.5} sx={{ mb: 2.5 }}>
      {figures.map((f) => (
        <Grid key={f.title} size={{ xs: 12, sm: 6, lg: 3 }}>
          <Figure {...f} />
        </Grid>
      ))}
    </Grid>
  );
}
