import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { formatUsd, planPriceCents } from '@/features/intake/model/pricing';
import type { TreatmentChoice } from './treatment-step';
import { countOf } from '@contracts/plural';

/** What is being bought and the total charged today (nothing, when `coveredBy` the patient's partner). */
export function OrderSummary({ choice, coveredBy }: { choice: TreatmentChoice; coveredBy?: string | null }) {
  const { variation, plan } = choice;
  const listTotal = planPriceCents(variation, plan);
  const total = choice.amountCents ?? listTotal;
  return (
    <Box component="section" aria-label="Order summary" sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}>
      <Typography variant="h3" sx={{ fontSize: '1.05rem', mb: 1 }}>
        Order summary
      </Typography>
      <Typography>{variation.name}</Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {plan.name}: {countOf(plan.months, 'month')}
        {/* A partner's own price is not the list price: the list's monthly price and discount would not add up to it. */}
        {total === listTotal
          ? ` at ${formatUsd(variation.monthlyPriceCents)}/mo${plan.discountPercent > 0 ? `, less ${plan.discountPercent}%` : ''}`
          : ` at ${formatUsd(Math.round(total / plan.months))}/mo`}
      </Typography>
      <Divider sx={{ my: 1.5 }} />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', fontWeight: 700 }}>
        <Typography sx={{ fontWeight: 700 }}>Total today</Typography>
        <Typography sx={{ fontWeight: 700 }}>{coveredBy ? formatUsd(0) : formatUsd(total)}</Typography>
      </Box>
      {coveredBy && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {coveredBy} pays for your treatment ({formatUsd(total)}).
        </Typography>
      )}
    </Box>
  );
}
