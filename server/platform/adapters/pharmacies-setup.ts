import type { Config } from '#server/platform/config';
import type { Db } from '#server/platform/db/client';
import type { PharmacyProvider } from '#server/platform/db/schema';
import type { Pharmacies } from './pharmacies';
import { outboundFetch } from './outbound';
import { httpPharmacy } from './pharmacies-http';
import { sandboxPharmacy } from './pharmacies-sandbox';

/**
 * Each provider through its HTTP API when its URL is configured, otherwise through the local sandbox pharmacy. The
 * HTTP APIs are called on public addresses only (outbound.ts), unless ALLOW_PRIVATE_OUTBOUND_URLS is set.
 */
export function createPharmacies(
  config: Config,
  db: Db,
  fetchFn: typeof fetch = outboundFetch({ allowPrivate: config.ALLOW_PRIVATE_OUTBOUND_URLS }),
): Pharmacies {
  const choose = (provider: PharmacyProvider, baseUrl: string | undefined, apiKey: string | undefined) =>
    baseUrl
      ? httpPharmacy(provider, { baseUrl, apiKey: apiKey ?? '', fetch: fetchFn })
      : sandboxPharmacy(db, provider, {
          stepSeconds: config.PHARMACY_SANDBOX_STEP_SECONDS,
          answerDelayMs: config.NODE_ENV === 'test' ? config.TEST_PHARMACY_ANSWER_DELAY_MS : 0,
        });
  return {
    RX_PROVIDER: choose('RX_PROVIDER', config.RX_PROVIDER_URL, config.RX_PROVIDER_API_KEY),
    DIGITAL_RX: choose('DIGITAL_RX', config.DIGITAL_RX_URL, config.DIGITAL_RX_API_KEY),
  };
}
