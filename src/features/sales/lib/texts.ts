/** The sales portal's fixed texts (tests find the page by them). */
export const SUMMARY_ERROR_TEXT = 'Could not load your figures';
export const PARTNERS_ERROR_TEXT = 'Could not load your partners';
export const PARTNER_ERROR_TEXT = 'Could not load this partner';
export const TRANSACTIONS_ERROR_TEXT = 'Could not load your transactions';
export const PARTNER_CREATED_TEXT = 'Partner created successfully';
export const PARTNER_CREATE_FAILED_TEXT = 'Could not create the partner';
export const EMAIL_IN_USE_TEXT = 'An account with this email already exists';
