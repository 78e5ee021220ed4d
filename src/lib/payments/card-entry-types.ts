import type { PaymentMethod } from '@contracts/onboarding';

/**
 * What a form asks of its card fields, whoever collects the card (Stripe Elements, or the sandbox's fields): the card
 * as a payment method id, and the card holder's confirmation (3-D Secure) when the bank asks for it. The number and
 * the CVC stay inside the card fields: only the id reaches our API.
 */
export interface CardEntryHandle {
  /**
   * The card typed, as a payment method id; null when the fields are incomplete or refused (their errors are then shown
   * beside them). The same id again while the card is not edited, so that a retried payment is the same request.
   */
  createPaymentMethod(): Promise<PaymentMethod | null>;
  /** Asks the card holder to confirm with their bank (the client secret of the payment or setup): true once confirmed. */
  authenticate(clientSecret: string): Promise<boolean>;
  /** Ends this attempt with the card: the next createPaymentMethod makes a new payment method (a new request). */
  renew(): void;
  /** Forgets the card (after it was used, or when the form closes). */
  clear(): void;
}

export interface CardEntryProps {
  /** Disables the fields while the form is sending. */
  disabled?: boolean;
}
