import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense, type Ref } from 'react';
import { usePublicConfig } from './public-config';
import type { CardEntryHandle, CardEntryProps } from './card-entry-types';

// Each kind of card fields is its own chunk, loaded by a page that shows a card form: Stripe.js and Stripe Elements
// only in Stripe mode, never in the portals' other pages.
const SandboxCardFields = lazy(() => import('./sandbox-card-fields'));
const StripeCardFields = lazy(() => import('./stripe-card-fields'));

const loading = <Skeleton variant="rounded" height={136} />;

/**
 * The one card form of the web app (checkout, renewal, partners' and doctors' saved cards): Stripe Elements when the
 * server takes payments through Stripe, the sandbox's card fields otherwise. Either way the form gets a payment method
 * id from the handle (`ref`), never the card.
 */
export function CardEntry({ ref, ...props }: CardEntryProps & { ref?: Ref<CardEntryHandle> }) {
  const config = usePublicConfig();
  if (config.error) return <Alert severity="error">The card form could not be loaded. Reload the page to try again.</Alert>;
  if (!config.data) return loading;
  const { provider, publishableKey } = config.data.payments;
  if (provider === 'stripe' && !publishableKey) {
    return <Alert severity="error">Card payments are not set up yet. Please contact support.</Alert>;
  }
  return (
    <Suspense fallback={loading}>
      {provider === 'stripe' && publishableKey ? (
        <StripeCardFields ref={ref} publishableKey={publishableKey} {...props} />
      ) : (
        <SandboxCardFields ref={ref} {...props} />
      )}
    </Suspense>
  );
}

export type { CardEntryHandle } from './card-entry-types';
