/** The sales portal's fixed texts (tests find the page by them). */
export const SUMMARY_ERROR_TEXT = 'Could not load your figures';
export const PARTNERS_ERROR_TEXT = 'Could not load your partners';
export const PARTNER_ERROR_TEXT = 'Could not load this partner';
export const TRANSACTIONS_ERROR_TEXT = 'Could not load your transactions';
export const PARTNER_CREATED_TEXT = 'Partner created successfully';
export const PARTNER_CREATE_FAILED_TEXT = 'Could not create the partner';
export const EMAIL_IN_USE_TEXT = 'An account with this e-mail already exists';
export const CONNECT_FAILED_TEXT = 'Failed to connect payout account';

/** Basis points as a percent: 1000 -> "10%", 1250 -> "12.5%". */
export const formatRate = (bps: number) => `${(bps / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}%`;

export const PAYOUT_STATUS = {
  NOT_CONNECTED: { label: 'Not connected', tone: 'neutral', text: 'Connect the bank account your commission is paid out to.' },
  ONBOARDING: {
    label: 'Setup in progress',
    tone: 'brand',
    text: 'Our payments provider still needs a few details before payouts can be sent.',
  },
  ACTIVE: { label: 'Active', tone: 'good', text: 'Your commission is paid out to this account.' },
} as const;
