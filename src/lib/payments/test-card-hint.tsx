import Alert from '@mui/material/Alert';
import { usePublicConfig } from './public-config';

/** The sandbox's test cards, beside its card fields (not shown when Stripe takes the card). */
export function TestCardHint() {
  const config = usePublicConfig();
  if (config.data?.payments.provider !== 'sandbox') return null;
  return (
    <Alert severity="info" variant="outlined" role="note">
      In this environment only test cards work: 4242 4242 4242 4242 is accepted and 4000 0000 0000 0002 is declined; 4000 0025 0000 3155
      asks you to confirm with your bank. Use any future expiry date and any 3-digit CVC.
    </Alert>
  );
}
