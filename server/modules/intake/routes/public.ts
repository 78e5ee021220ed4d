import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema as params } from '#contracts/common';
import * as api from '#contracts/onboarding';
import { audience, ctxOf, intakeTokenOf } from '#server/platform/http/context';
import * as intakes from '#server/modules/intake/intake.service';
import { questionnaireByPhone } from '#server/modules/intake/returning.service';

const anyone = audience(null, ['onboarding']);
const headers = z.object({ 'x-intake-token': z.string().max(200).optional() });
const phoneParams = z.object({ phone: z.string().min(7).max(30) });
const byPhone = { params: phoneParams, querystring: api.byPhoneQuerySchema, response: { 200: api.byPhoneReplySchema } };

const started = { body: api.createIntakeBodySchema, response: { 201: api.intakeCreatedReplySchema } };
const partnerStart = { ...started, params: z.object({ gymOwnerId: z.uuid() }) };
const progress = {
  params: z.object({ orderId: z.uuid() }),
  headers,
  body: api.updateIntakeBodySchema,
  response: { 200: api.intakeReplySchema },
};
const legacySteps = { headers, body: api.legacyOnboardingBodySchema, response: { 200: api.legacyOnboardingReplySchema } };

/** Anyone: an intake carried by its own token (or by its signed-in owner), and returning patients by phone. */
export const publicIntakeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/patients/create-patient-temp-form-questionnaire', {
    ...anyone('Start an intake (anonymous); answers the intake token', started),
    handler: async (req, reply) => reply.code(201).send({ data: await intakes.createIntake(ctxOf(req), req.body) }),
  });
  app.post('/sign-up-patient/:gymOwnerId', {
    ...anyone("Start an intake through a partner's link: the patient and order are attributed to the partner", partnerStart),
    handler: async (req, reply) => reply.code(201).send({ data: await intakes.createIntake(ctxOf(req), req.body, req.params.gymOwnerId) }),
  });
  app.get('/sign-up-patient/:gymOwnerId', {
    ...anyone("A partner's name and logo, as its link's intake pages show them", {
      params: partnerStart.params,
      response: { 200: api.intakePartnerReplySchema },
    }),
    handler: async (req) => ({ data: await intakes.partnerOfLink(ctxOf(req), req.params.gymOwnerId) }),
  });
  app.get('/patients/get-patient-questionnaire/:id', {
    ...anyone('An intake with its questions (intake token or owner)', { params, headers, response: { 200: api.intakeReplySchema } }),
    handler: async (req) => ({ data: await intakes.getIntake(ctxOf(req), req.params.id, intakeTokenOf(req)) }),
  });
  app.patch('/patients/update-form-questionnaire/:orderId', {
    ...anyone('Save intake answers and progress; re-screens', progress),
    handler: async (req) => ({ data: await intakes.updateIntake(ctxOf(req), req.params.orderId, req.body, intakeTokenOf(req)) }),
  });
  app.post('/saving-onboarding-options', {
    ...anyone('Save the legacy onboarding steps', legacySteps),
    handler: async (req) => ({ data: await intakes.saveLegacyOnboarding(ctxOf(req), req.body, intakeTokenOf(req)) }),
  });
  app.get('/patients/get-patient-questionnaire-by-phone/:phone', {
    ...anyone('Find one’s questionnaire by phone (texts a code first)', byPhone),
    handler: async (req) => ({ data: await questionnaireByPhone(ctxOf(req), req.params.phone, req.query.code) }),
  });
};
