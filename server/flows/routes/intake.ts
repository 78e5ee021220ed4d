import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as api from '#contracts/onboarding';
import { audience, ctxOf, intakeTokenOf } from '#server/platform/http/context';
import * as checkout from '#server/flows/checkout';
import * as renewal from '#server/flows/renewal';

const anyone = audience(null, ['onboarding']);
const headers = z.object({ 'x-intake-token': z.string().max(200).optional() });
const phoneParams = z.object({ phone: z.string().min(7).max(30) });
const byPhone = { params: phoneParams, querystring: api.byPhoneQuerySchema, response: { 200: api.byPhoneReplySchema } };
const payment = { headers, body: api.checkoutBodySchema, response: { 201: api.checkoutReplySchema } };
const renewalPayment = { body: api.renewalOrderBodySchema, response: { 201: api.checkoutReplySchema } };
const submitted = 'Your form was submitted successfully!';

/** Anyone: paying for an intake (the first checkout), and a returning patient's renewal by phone and its payment. */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/patients', {
    ...anyone('Pay for an intake and create the patient account and order (idempotent per key)', payment),
    handler: async (req, reply) =>
      reply.code(201).send({ data: await checkout.checkout(ctxOf(req), req.body, intakeTokenOf(req)), message: submitted }),
  });
  app.get('/patients/get-patient-renewal-questionnaire-by-phone/:phone', {
    ...anyone('A renewal questionnaire pre-filled with the last answers (texts a code first)', byPhone),
    handler: async (req) => ({ data: await renewal.renewalByPhone(ctxOf(req), req.params.phone, req.query.code) }),
  });
  app.post('/patients/create-renewal-order-questionnaire', {
    ...anyone('Pay for a renewal and create the renewal order', renewalPayment),
    handler: async (req, reply) =>
      reply.code(201).send({ data: await renewal.createRenewalOrder(ctxOf(req), req.body), message: submitted }),
  });
};
