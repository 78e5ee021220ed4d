import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  nextActionBodySchema,
  nextActionReplySchema,
  paymentMethodReplySchema,
  SANDBOX_TOKENIZER_PATH,
  tokenizeCardBodySchema,
} from '#contracts/sandbox-tokenizer';
import type { SandboxTokenizer } from '#server/platform/adapters/payments';
import { AppError, notFound } from '#server/platform/errors';
import { publicRoute } from './context';

const hidden = { hide: true } as const;

/**
 * The sandbox's stand-in for Stripe.js's servers, outside /api/v1 so that the API never sees a card: the browser's
 * card fields post here and get a payment method id. Registered only when the payments adapter is the sandbox (with
 * Stripe, the browser talks to Stripe). The request log keeps the route only, never the body (http/logger.ts).
 */
export async function registerSandboxTokenizer(app: FastifyInstance, tokenizer: SandboxTokenizer): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    `${SANDBOX_TOKENIZER_PATH}/payment_methods`,
    {
      ...publicRoute('the sandbox card tokenizer: anyone at a card form turns a test card into a payment method id'),
      schema: { ...hidden, body: tokenizeCardBodySchema, response: { 200: paymentMethodReplySchema } },
    },
    async (req) => {
      const made = await tokenizer.createPaymentMethod(req.body);
      if ('error' in made) {
        const field = { number: 'number', exp_month: 'expMonth', exp_year: 'expYear', cvc: 'cvc' }[made.error.param];
        throw new AppError(400, made.error.code, made.error.message, [{ path: field, message: made.error.message }]);
      }
      const { id, ...card } = made.paymentMethod;
      return { id, card };
    },
  );
  routes.post(
    `${SANDBOX_TOKENIZER_PATH}/next_actions`,
    {
      ...publicRoute("the sandbox's 3-D Secure page: the card holder holding the client secret confirms or cancels"),
      schema: { ...hidden, body: nextActionBodySchema, response: { 200: nextActionReplySchema } },
    },
    async (req) => {
      const answered = await tokenizer.answerAuthentication(
        req.body.clientSecret,
        req.body.outcome === 'confirm' ? 'SUCCEEDED' : 'CANCELED',
      );
      if (!answered) throw notFound('This payment is not waiting for a confirmation');
      return { status: answered.status === 'SUCCEEDED' ? ('succeeded' as const) : ('canceled' as const) };
    },
  );
}
