import Alert from '@mui/material/Alert';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import { useTheme } from '@mui/material/styles';
import { CardCvcElement, CardExpiryElement, CardNumberElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe, type StripeCardNumberElementOptions } from '@stripe/stripe-js';
import { useId, useImperativeHandle, useRef, useState, type ReactNode, type Ref } from 'react';
import type { CardEntryHandle, CardEntryProps } from './card-entry-types';

/** Stripe.js is loaded once per publishable key, and only by a page that shows a card form in Stripe mode. */
const loaded = new Map<string, Promise<Stripe | null>>();
const stripeFor = (publishableKey: string) => {
  if (!loaded.has(publishableKey)) loaded.set(publishableKey, loadStripe(publishableKey));
  return loaded.get(publishableKey)!;
};

type Props = CardEntryProps & { publishableKey: string; ref?: Ref<CardEntryHandle> };

/**
 * Stripe Elements: the card is typed into Stripe's own frames and goes from the browser to Stripe, which answers a
 * payment method id; our pages and our API never see the number or the CVC (PCI DSS SAQ A). A payment that needs the
 * card holder's confirmation (3-D Secure) is confirmed with Stripe.js's handleNextAction.
 */
export default function StripeCardFields({ publishableKey, ...props }: Props) {
  return (
    <Elements stripe={stripeFor(publishableKey)}>
      <CardElements {...props} />
    </Elements>
  );
}

function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <>
      <FormLabel htmlFor={id} sx={{ display: 'block', mb: 0.5 }}>
        {label}
      </FormLabel>
      {children(id)}
    </>
  );
}

function CardElements({ disabled, ref }: CardEntryProps & { ref?: Ref<CardEntryHandle> }) {
  const stripe = useStripe();
  const elements = useElements();
  const theme = useTheme();
  const [error, setError] = useState<string | null>(null);
  // A payment method per card typed: the same one again until a field changes, so that a retry is the same request.
  const made = useRef<string | null>(null);
  const edited = () => {
    made.current = null;
    setError(null);
  };
  const options: StripeCardNumberElementOptions = {
    disabled,
    style: { base: { fontSize: '16px', color: theme.palette.text.primary, fontFamily: theme.typography.fontFamily } },
  };
  const box = { border: 1, borderColor: 'divider', borderRadius: 1, px: 1.75, py: 2 } as const;

  useImperativeHandle(ref, () => ({
    async createPaymentMethod() {
      if (made.current) return { paymentMethodId: made.current };
      const card = elements?.getElement(CardNumberElement);
      if (!stripe || !card) {
        setError('The card form is still loading. Try again in a moment.');
        return null;
      }
      const result = await stripe.createPaymentMethod({ type: 'card', card });
      if (result.error) {
        setError(result.error.message ?? 'Check the card details');
        return null;
      }
      made.current = result.paymentMethod.id;
      return { paymentMethodId: result.paymentMethod.id };
    },
    async authenticate(clientSecret) {
      if (!stripe) return false;
      const result = await stripe.handleNextAction({ clientSecret });
      if (result.error) {
        setError(result.error.message ?? null);
        return false;
      }
      const intent = 'paymentIntent' in result ? result.paymentIntent : 'setupIntent' in result ? result.setupIntent : undefined;
      return intent?.status === 'succeeded' || intent?.status === 'processing' || intent?.status === 'requires_capture';
    },
    renew() {
      made.current = null;
    },
    clear() {
      made.current = null;
      elements?.getElement(CardNumberElement)?.clear();
      elements?.getElement(CardExpiryElement)?.clear();
      elements?.getElement(CardCvcElement)?.clear();
    },
  }));

  return (
    <Grid container spacing={2}>
      {error && (
        <Grid size={12}>
          <Alert severity="error">{error}</Alert>
        </Grid>
      )}
      <Grid size={12}>
        <Field label="Card number">
          {(id) => (
            <Grid sx={box}>
              <CardNumberElement id={id} options={options} onChange={edited} />
            </Grid>
          )}
        </Field>
      </Grid>
      <Grid size={{ xs: 6, sm: 6 }}>
        <Field label="Expiry date">
          {(id) => (
            <Grid sx={box}>
              <CardExpiryElement id={id} options={{ disabled, style: options.style }} onChange={edited} />
            </Grid>
          )}
        </Field>
      </Grid>
      <Grid size={{ xs: 6, sm: 6 }}>
        <Field label="CVC">
          {(id) => (
            <Grid sx={box}>
              <CardCvcElement id={id} options={{ disabled, style: options.style }} onChange={edited} />
            </Grid>
          )}
        </Field>
      </Grid>
    </Grid>
  );
}
