import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { CheckoutResult } from '@/api/payments/checkout';
import { selectIsSignedIn, useSessionSelector } from '@/lib/session';
import { formatUsd } from '@/features/intake/model/pricing';
import { StepCard } from './step-card';

export const SUCCESS_TITLE = 'Your order is under review';
export const SIGN_IN_TO_FOLLOW = 'Sign in with your email to follow your order and message your care team.';
export const FOLLOW_ON_DASHBOARD = 'Follow your order and message your care team from your dashboard.';

/** A finished checkout, with the name of the partner who pays for it (when one does). */
export type Paid = CheckoutResult & { coveredBy?: string | null };

/** The receipt: the order, what was charged (or who pays, and how much), and where to follow it. */
export function SuccessScreen({ result }: { result: Paid }) {
  // A patient renewing while signed in is already where the order is followed: no sign-in to ask for.
  const signedIn = useSessionSelector(selectIsSignedIn);
  const payer = result.coveredBy ?? 'your partner';
  return (
    <StepCard title={SUCCESS_TITLE}>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        <CheckCircleOutlined aria-hidden sx={{ color: 'success.main', mt: 0.25 }} />
        {/* A long email address wraps instead of pushing the card past a phone's edge. */}
        <Typography sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          Thank you. Order #{result.orderNumber}{' '}
          {result.billedTo === 'PARTNER'
            ? `is paid for by ${payer} (${formatUsd(result.amountCents)}): you were not charged,`
            : `was paid (${formatUsd(result.amountCents)})`}{' '}
          and a licensed doctor will review your answers, usually within one business day. We will email you at{' '}
          <strong>{result.email}</strong> when there is news.
        </Typography>
      </Box>
      <Typography sx={{ color: 'text.secondary' }}>{signedIn ? FOLLOW_ON_DASHBOARD : SIGN_IN_TO_FOLLOW}</Typography>
      <Box>
        <Button component={RouterLink} to={signedIn ? paths.dashboard : paths.signIn} variant="contained" size="large">
          {signedIn ? 'Go to your dashboard' : 'Sign in'}
        </Button>
      </Box>
    </StepCard>
  );
}
