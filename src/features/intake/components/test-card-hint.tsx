import Alert from '@mui/material/Alert';

/**
 * The card form sends test card details to the payment sandbox (with Stripe, card details would go through
 * Stripe.js instead), so its test cards are shown alongside it.
 */
export function TestCardHint() {
  return (
    <Alert severity="info" variant="outlined" role="note">
      Sandbox payments: card 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined. Use any future expiry date and any 3-digit CVC.
    </Alert>
  );
}
