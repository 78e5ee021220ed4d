import type { Config } from '../config';
import type { Db } from '../db/client';
import type { PharmacyProvider } from '../db/schema';
import type { Pharmacies } from './pharmacies';
import { httpPharmacy } from './pharmacies-http';
import { sandboxPharmacy } from './pharmacies-sandbox';

/** Each provider through its HTTP API when its URL is configured, otherwise through the local sandbox pharmacy. */
export function createPharmacies(config: Config, db: Db, fetchFn: typeof fetch = fetch): Pharmacies {
  const choose = (provider: PharmacyProvider, baseUrl: string | undefined, apiKey: string | undefined) =>
    baseUrl
      ? httpPharmacy(provider, { baseUrl, apiKey: apiKey ?? '', fetch: fetchFn })
      : sandboxPharmacy(db, provider, { stepSeconds: config.PHARMACY_SANDBOX_STEP_SECONDS });
  return {
    RX_PROVIDER: choose('RX_PROVIDER', config.RX_PROVIDER_URL, config.RX_PROVIDER_API_KEY),
    DIGITAL_RX: choose('DIGITAL_RX', config.DIGITAL_RX_URL, config.DIGITAL_RX_API_KEY),
  };
}
