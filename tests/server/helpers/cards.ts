import type { FastifyInstance } from 'fastify';

/**
 * A test card as the browser would send it to the API: the sandbox tokenizer (outside /api/v1) turns the card fields
 * into a payment method id, which is all the API takes.
 */
export async function tokenize(
  app: FastifyInstance,
  number: string,
  { expMonth = 12, expYear = 2031, cvc = '123' }: { expMonth?: number; expYear?: number; cvc?: string } = {},
): Promise<{ paymentMethodId: string }> {
  const res = await tokenizeReply(app, { number, expMonth, expYear, cvc });
  if (res.statusCode !== 200) throw new Error(`tokenize ${number}: ${res.statusCode} ${res.body}`);
  return { paymentMethodId: (res.json() as { id: string }).id };
}

export const tokenizeReply = (app: FastifyInstance, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/sandbox-tokenizer/payment_methods', payload });

/** The card holder's answer in the sandbox's 3-D Secure dialog. */
export const answerAuthentication = (app: FastifyInstance, clientSecret: string, outcome: 'confirm' | 'cancel') =>
  app.inject({ method: 'POST', url: '/sandbox-tokenizer/next_actions', payload: { clientSecret, outcome } });
