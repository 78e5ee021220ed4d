import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import { Link as RouterLink } from 'react-router-dom';
import { LoadError } from '@/components/load-error';
import { SectionCard } from '@/components/section-card';
import { formatCents, formatDay } from '@/lib/format';
import { useBillingOverview } from '@/api/invoices/get-billing-overview';
import { invoicePaths } from '@/features/partner-invoices/paths';
import { Figure } from './figure';

/** Open, overdue and paid-this-month sums, the next due day and the card invoices are charged to. */
export function BillingOverviewCard() {
  const { data, error, mutate } = useBillingOverview();
  const cardLink = (
    <Link component={RouterLink} to={invoicePaths.billing} sx={{ fontWeight: 600 }}>
      {data?.defaultCard ? 'Manage cards' : 'Add a card'}
    </Link>
  );
  let body;
  if (error && !data) body = <LoadError title="Error fetching billing overview" error={error} onRetry={() => void mutate()} />;
  else if (!data) body = <Skeleton variant="rounded" height={96} aria-label="Loading the billing overview" />;
  else {
    const card = data.defaultCard;
    const figures = [
      { title: 'Open', value: formatCents(data.openCents) },
      { title: 'Overdue', value: formatCents(data.overdueCents) },
      { title: 'Paid this month', value: formatCents(data.paidThisMonthCents) },
      // Nothing comes due later, but what is open is already past its date: say so rather than "nothing due".
      { title: 'Next due', value: data.nextDueOn ? formatDay(data.nextDueOn) : data.overdueCents > 0 ? 'Past due' : 'Nothing due' },
      {
        title: 'Default card',
        value: card ? `${card.brand.charAt(0).toUpperCase()}${card.brand.slice(1)} ·· ${card.last4}` : 'No card',
        detail: cardLink,
      },
    ];
    body = (
      <Grid container spacing={2}>
        {figures.map((f) => (
          <Grid key={f.title} size={{ xs: 12, sm: 6, md: 'grow' }}>
            <Figure {...f} />
          </Grid>
        ))}
      </Grid>
    );
  }
  return <SectionCard title="Billing overview">{body}</SectionCard>;
}
