import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { CheckoutResult } from '@/api/payments/checkout';
import { formatUsd } from '@/features/intake/model/pricing';
import { StepCard } from './step-card';

export const SUCCESS_TITLE = 'Your order is under review';

export function SuccessScreen({ result }: { result: CheckoutResult }) {
  return (
    <StepCard title={SUCCESS_TITLE}>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        <CheckCircleOutlined aria-hidden sx={{ color: 'success.main', mt: 0.25 }} />
        {/* A long email address wraps instead of pushing the card past a phone's edge. */}
        <Typography sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          Thank you. Order #{result.orderNumber}{' '}
          {result.billedTo === 'PARTNER'
            ? 'is covered by your partner: you were not charged,'
            : `was paid (${formatUsd(result.amountCents)})`}{' '}
          and a licensed doctor will review your answers, usually within one business day. We will email you at{' '}
          <strong>{result.email}</strong> when there is news.
        </Typography>
      </Box>
      <Typography sx={{ color: 'text.secondary' }}>Sign in with your email to follow your order and message your care team.</Typography>
      <Box>
        <Button component={RouterLink} to={paths.signIn} variant="contained" size="large">
          Sign in
        </Button>
      </Box>
    </StepCard>
  );
}
