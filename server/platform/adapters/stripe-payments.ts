import Stripe from 'stripe';
import type {
  ChargeResult,
  PaymentsAdapter,
  SavedCardChargeRequest,
  PayoutAccountRequest,
  PayoutAccountResult,
  PayoutResult,
  RefundResult,
  SaveCardResult,
} from './payments';

/** Stripe's US fee for a dispute ($15.00), kept by Stripe when the dispute is lost. */
export const STRIPE_DISPUTE_FEE_CENTS = 1500;

/** What Stripe kept of a charge: its balance transaction's fee, once Stripe has settled it (null until then). */
function feeOf(charge: Stripe.Charge | null): number | null {
  const balance = charge?.balance_transaction;
  return balance && typeof balance === 'object' ? balance.fee : null;
}

/**
 * Stripe behind the payments interface. Card details are collected in the browser by Stripe.js and
 * arrive here only as a payment method id; Stripe's own idempotency key makes a retried charge safe.
 */
export function stripePayments(secretKey: string, options: { httpClient?: Stripe.HttpClient } = {}): PaymentsAdapter {
  const stripe = new Stripe(secretKey, {
    maxNetworkRetries: 2,
    timeout: 30_000,
    ...(options.httpClient ? { httpClient: options.httpClient } : {}),
  });

  /**
   * Creates and confirms a PaymentIntent: its outcome, a card decline as DECLINED with Stripe's reason. An intent that
   * waits for the card holder to authenticate (3-D Secure) answers REQUIRES_ACTION with its client secret; the same
   * request sent again after that replays Stripe's first answer for the key, so the intent is read again for how the
   * authentication went.
   */
  async function confirmIntent(
    params: Stripe.PaymentIntentCreateParams,
    idempotencyKey: string,
    needsAction: string | null,
  ): Promise<ChargeResult> {
    try {
      let intent = await stripe.paymentIntents.create(params, { idempotencyKey });
      if (intent.status === 'requires_action' && needsAction === null) {
        intent = await stripe.paymentIntents.retrieve(intent.id, { expand: ['latest_charge.balance_transaction'] });
      }
      const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
      const card = charge?.payment_method_details?.card ?? null;
      if (intent.status === 'requires_action' && needsAction === null && intent.client_secret) {
        return { status: 'REQUIRES_ACTION', clientSecret: intent.client_secret, intentRef: intent.id };
      }
      if (intent.status !== 'succeeded') {
        const message = intent.last_payment_error?.message ?? needsAction ?? 'Your bank did not confirm this payment. Nothing was charged.';
        const declineCode = intent.last_payment_error?.decline_code ?? intent.last_payment_error?.code ?? intent.status;
        return { status: 'DECLINED', declineCode, message, cardLast4: card?.last4 ?? null };
      }
      return {
        status: 'SUCCEEDED',
        providerRef: intent.id,
        cardBrand: card?.brand ?? null,
        cardLast4: card?.last4 ?? null,
        feeCents: feeOf(charge),
      };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) {
        return {
          status: 'DECLINED',
          declineCode: error.decline_code ?? error.code ?? 'card_declined',
          message: error.message,
          cardLast4: null,
        };
      }
      throw error;
    }
  }

  return {
    name: 'stripe',
    disputeFeeCents: STRIPE_DISPUTE_FEE_CENTS,
    async charge({ amountCents, currency, description, idempotencyKey, payment }): Promise<ChargeResult> {
      return confirmIntent(
        {
          amount: amountCents,
          currency,
          description,
          payment_method: payment.paymentMethodId,
          confirm: true,
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          // The browser's Stripe.js finishes a 3-D Secure step (handleNextAction) in its own modal.
          use_stripe_sdk: true,
          // The charge's balance transaction carries Stripe's fee (absent until Stripe settles it).
          expand: ['latest_charge.balance_transaction'],
        },
        idempotencyKey,
        null,
      );
    },
    async chargeSavedCard(request: SavedCardChargeRequest): Promise<ChargeResult> {
      return confirmIntent(
        {
          amount: request.amountCents,
          currency: 'usd',
          description: request.description,
          payment_method: request.cardRef,
          ...(request.customerRef ? { customer: request.customerRef } : {}),
          off_session: true,
          confirm: true,
          expand: ['latest_charge.balance_transaction'],
        },
        request.idempotencyKey,
        'Your bank needs to confirm this payment. Pay with another card.',
      );
    },
    async createCustomer({ idempotencyKey, email, name, userId }) {
      const customer = await stripe.customers.create({ email, name, metadata: { userId } }, { idempotencyKey });
      return { customerRef: customer.id };
    },
    async saveCard({ payment, customerRef }): Promise<SaveCardResult> {
      try {
        // One SetupIntent per payment method and customer (the key): sent again after the card holder authenticated
        // it, Stripe replays its first answer, and the intent is read again for how the authentication went.
        let intent = await stripe.setupIntents.create(
          {
            payment_method: payment.paymentMethodId,
            confirm: true,
            usage: 'off_session',
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            use_stripe_sdk: true,
            ...(customerRef ? { customer: customerRef } : {}),
          },
          { idempotencyKey: `setup-${customerRef ?? 'none'}-${payment.paymentMethodId}` },
        );
        if (intent.status === 'requires_action') intent = await stripe.setupIntents.retrieve(intent.id);
        if (intent.status === 'requires_action' && intent.client_secret) {
          return { status: 'REQUIRES_ACTION', clientSecret: intent.client_secret, intentRef: intent.id };
        }
        if (intent.status !== 'succeeded') {
          const message = intent.last_setup_error?.message ?? 'Your bank did not confirm this card. Try another card.';
          return { status: 'DECLINED', declineCode: intent.last_setup_error?.code ?? intent.status, message };
        }
        const methodId =
          typeof intent.payment_method === 'string' ? intent.payment_method : (intent.payment_method?.id ?? payment.paymentMethodId);
        const method = await stripe.paymentMethods.retrieve(methodId);
        if (!method.card) return { status: 'DECLINED', declineCode: 'not_a_card', message: 'Only cards can be saved.' };
        return {
          status: 'SUCCEEDED',
          setupIntentId: intent.id,
          providerRef: method.id,
          brand: method.card.brand,
          last4: method.card.last4,
          expMonth: method.card.exp_month,
          expYear: method.card.exp_year,
        };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) {
          return { status: 'DECLINED', declineCode: error.decline_code ?? error.code ?? 'card_declined', message: error.message };
        }
        throw error;
      }
    },
    async detachCard(providerRef) {
      await stripe.paymentMethods.detach(providerRef);
    },
    async processorRecord(chargeRefs) {
      // Each PaymentIntent's captured amount, what its charge gave back (its refunds, and a dispute it lost), and the
      // fees Stripe kept: the charge's (null until settled) and each lost dispute's.
      const records = [];
      for (const ref of chargeRefs) {
        const intent = await stripe.paymentIntents.retrieve(ref, { expand: ['latest_charge.balance_transaction'] });
        const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
        const disputes = charge?.disputed ? (await stripe.disputes.list({ charge: charge.id, limit: 100 })).data : [];
        const lostDisputes = disputes.filter((d) => d.status === 'lost');
        const lost = lostDisputes.reduce((sum, d) => sum + d.amount, 0);
        const disputeFees = lostDisputes.flatMap((d) => d.balance_transactions).reduce((sum, b) => sum + b.fee, 0);
        const chargeFee = feeOf(charge);
        records.push({
          chargeRef: ref,
          capturedCents: intent.amount_received ?? 0,
          refundedCents: (charge?.amount_refunded ?? 0) + lost,
          feeCents: chargeFee === null ? null : chargeFee + disputeFees,
        });
      }
      return records;
    },
    async refund({ providerRef, amountCents, idempotencyKey }): Promise<RefundResult> {
      try {
        const refund = await stripe.refunds.create({ payment_intent: providerRef, amount: amountCents }, { idempotencyKey });
        // `pending` is normal for some banks: Stripe finishes it; `failed` and `canceled` need a person.
        if (refund.status === 'failed' || refund.status === 'canceled') {
          return { status: 'REFUSED', message: `Stripe could not refund this payment (${refund.failure_reason ?? refund.status}).` };
        }
        return { status: 'SUCCEEDED', providerRef: refund.id };
      } catch (error) {
        // Stripe refuses the request itself (already refunded, disputed, too old): a person must look.
        if (error instanceof Stripe.errors.StripeInvalidRequestError || error instanceof Stripe.errors.StripeCardError) {
          return { status: 'REFUSED', message: error.message };
        }
        throw error;
      }
    },
    async connectPayoutAccount(request): Promise<PayoutAccountResult> {
      try {
        return await connectAccount(request);
      } catch (error) {
        // Stripe refuses the request itself (Connect not enabled, details it rejects): a person must look, not a retry.
        if (error instanceof Stripe.errors.StripeInvalidRequestError || error instanceof Stripe.errors.StripePermissionError) {
          return { status: 'REFUSED', message: error.message };
        }
        throw error;
      }
    },
    async createPayout({ accountRef, amountCents, description, idempotencyKey }): Promise<PayoutResult> {
      try {
        const transfer = await stripe.transfers.create(
          { amount: amountCents, currency: 'usd', destination: accountRef, description },
          { idempotencyKey },
        );
        return { status: 'SENT', providerRef: transfer.id };
      } catch (error) {
        // Stripe refuses the transfer itself (not enough balance, an account that cannot receive): a person must look.
        if (error instanceof Stripe.errors.StripeInvalidRequestError || error instanceof Stripe.errors.StripePermissionError) {
          return { status: 'REFUSED', message: error.message };
        }
        throw error;
      }
    },
  };

  /** The partner's Connect Express account (made once, by idempotency key), and an onboarding link until it can be paid. */
  async function connectAccount(request: PayoutAccountRequest): Promise<PayoutAccountResult> {
    const account = request.accountRef
      ? await stripe.accounts.retrieve(request.accountRef)
      : await stripe.accounts.create(
          {
            type: 'express',
            email: request.email,
            business_type: request.businessType,
            business_profile: { name: request.businessName },
            capabilities: { transfers: { requested: true } },
          },
          { idempotencyKey: request.idempotencyKey },
        );
    if (account.details_submitted && account.payouts_enabled) return { status: 'ACTIVE', accountRef: account.id };
    // An account link is single-use and short-lived: a new one each time the partner comes back to finish.
    const link = await stripe.accountLinks.create({
      account: account.id,
      type: 'account_onboarding',
      return_url: request.returnUrl,
      refresh_url: request.refreshUrl,
    });
    return { status: 'ONBOARDING', accountRef: account.id, onboardingUrl: link.url };
  }
}
