import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../../contracts/common';
import {
  byPhoneQuerySchema,
  byPhoneReplySchema,
  checkoutBodySchema,
  checkoutReplySchema,
  createIntakeBodySchema,
  intakeCreatedReplySchema,
  intakeReplySchema,
  legacyOnboardingBodySchema,
  legacyOnboardingReplySchema,
  renewalOrderBodySchema,
  updateIntakeBodySchema,
} from '../../../../contracts/onboarding';
import { ctxOf, intakeTokenOf } from '../../../platform/http/context';
import { checkout } from '../checkout.service';
import * as intakes from '../intake.service';
import { createRenewalOrder, questionnaireByPhone, renewalByPhone } from '../returning.service';

const tags = ['onboarding'];
const intakeToken = z.object({ 'x-intake-token': z.string().max(200).optional() });
const phoneParams = z.object({ phone: z.string().min(7).max(30) });
const submitted = 'Your form was submitted successfully!';

/** Anyone: an intake carried by its own token (or by its signed-in owner), and returning patients by phone. */
export const publicIntakeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/patients/create-patient-temp-form-questionnaire', {
    schema: {
      tags,
      summary: 'Start an intake (anonymous); answers the intake token',
      body: createIntakeBodySchema,
      response: { 201: intakeCreatedReplySchema },
    },
    handler: async (req, reply) => reply.code(201).send({ data: await intakes.createIntake(ctxOf(req), req.body) }),
  });
  app.post('/sign-up-patient/:gymOwnerId', {
    schema: {
      tags,
      summary: "Start an intake through a partner's link: the patient and order are attributed to the partner",
      params: z.object({ gymOwnerId: z.uuid() }),
      body: createIntakeBodySchema,
      response: { 201: intakeCreatedReplySchema },
    },
    handler: async (req, reply) => reply.code(201).send({ data: await intakes.createIntake(ctxOf(req), req.body, req.params.gymOwnerId) }),
  });
  app.get('/patients/get-patient-questionnaire/:id', {
    schema: {
      tags,
      summary: 'An intake with its questions (intake token or owner)',
      params: idParamsSchema,
      headers: intakeToken,
      response: { 200: intakeReplySchema },
    },
    handler: async (req) => ({ data: await intakes.getIntake(ctxOf(req), req.params.id, intakeTokenOf(req)) }),
  });
  app.patch('/patients/update-form-questionnaire/:orderId', {
    schema: {
      tags,
      summary: 'Save intake answers and progress; re-screens',
      params: z.object({ orderId: z.uuid() }),
      headers: intakeToken,
      body: updateIntakeBodySchema,
      response: { 200: intakeReplySchema },
    },
    handler: async (req) => ({ data: await intakes.updateIntake(ctxOf(req), req.params.orderId, req.body, intakeTokenOf(req)) }),
  });
  app.post('/saving-onboarding-options', {
    schema: {
      tags,
      summary: 'Save the legacy onboarding steps',
      headers: intakeToken,
      body: legacyOnboardingBodySchema,
      response: { 200: legacyOnboardingReplySchema },
    },
    handler: async (req) => ({ data: await intakes.saveLegacyOnboarding(ctxOf(req), req.body, intakeTokenOf(req)) }),
  });
  app.post('/patients', {
    schema: {
      tags,
      summary: 'Pay for an intake and create the patient account and order (idempotent per key)',
      headers: intakeToken,
      body: checkoutBodySchema,
      response: { 201: checkoutReplySchema },
    },
    handler: async (req, reply) =>
      reply.code(201).send({ data: await checkout(ctxOf(req), req.body, intakeTokenOf(req)), message: submitted }),
  });
  app.get('/patients/get-patient-questionnaire-by-phone/:phone', {
    schema: {
      tags,
      summary: 'Find one’s questionnaire by phone (texts a code first)',
      params: phoneParams,
      querystring: byPhoneQuerySchema,
      response: { 200: byPhoneReplySchema },
    },
    handler: async (req) => ({ data: await questionnaireByPhone(ctxOf(req), req.params.phone, req.query.code) }),
  });
  app.get('/patients/get-patient-renewal-questionnaire-by-phone/:phone', {
    schema: {
      tags,
      summary: 'A renewal questionnaire pre-filled with the last answers (texts a code first)',
      params: phoneParams,
      querystring: byPhoneQuerySchema,
      response: { 200: byPhoneReplySchema },
    },
    handler: async (req) => ({ data: await renewalByPhone(ctxOf(req), req.params.phone, req.query.code) }),
  });
  app.post('/patients/create-renewal-order-questionnaire', {
    schema: {
      tags,
      summary: 'Pay for a renewal and create the renewal order',
      body: renewalOrderBodySchema,
      response: { 201: checkoutReplySchema },
    },
    handler: async (req, reply) => reply.code(201).send({ data: await createRenewalOrder(ctxOf(req), req.body), message: submitted }),
  });
};
