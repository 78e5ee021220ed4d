import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../contracts/common';
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
  saveProgressBodySchema,
  updateIntakeBodySchema,
} from '../../../contracts/onboarding';
import { bearerSecurity, guard } from '../../platform/auth/authenticate';
import { checkout } from './checkout.service';
import * as intakes from './intake.service';
import * as patients from './patients.service';
import { createRenewalOrder, questionnaireByPhone, renewalByPhone } from './returning.service';

const tags = ['onboarding'];
const intakeToken = { 'x-intake-token': z.string().max(200).optional() };
const phoneParams = z.object({ phone: z.string().min(7).max(30) });

export const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/patients/create-patient-temp-form-questionnaire', {
    schema: {
      tags,
      summary: 'Start an intake (anonymous); answers the intake token',
      body: createIntakeBodySchema,
      response: { 201: intakeCreatedReplySchema },
    },
    handler: async (req, reply) => reply.code(201).send({ data: await intakes.createIntake(req, req.body) }),
  });

  app.post('/sign-up-patient/:gymOwnerId', {
    schema: {
      tags,
      summary: "Start an intake through a partner's link: the patient and order are attributed to the partner",
      params: z.object({ gymOwnerId: z.uuid() }),
      body: createIntakeBodySchema,
      response: { 201: intakeCreatedReplySchema },
    },
    handler: async (req, reply) => reply.code(201).send({ data: await intakes.createIntake(req, req.body, req.params.gymOwnerId) }),
  });

  app.get('/patients/get-patient-questionnaire/:id', {
    schema: {
      tags,
      summary: 'An intake with its questions (intake token or owner)',
      params: idParamsSchema,
      headers: z.object(intakeToken),
      response: { 200: intakeReplySchema },
    },
    handler: async (req) => ({ data: await intakes.getIntake(req, req.params.id) }),
  });

  app.patch('/patients/update-form-questionnaire/:orderId', {
    schema: {
      tags,
      summary: 'Save intake answers and progress; re-screens',
      params: z.object({ orderId: z.uuid() }),
      headers: z.object(intakeToken),
      body: updateIntakeBodySchema,
      response: { 200: intakeReplySchema },
    },
    handler: async (req) => ({ data: await intakes.updateIntake(req, req.params.orderId, req.body) }),
  });

  app.post('/saving-onboarding-options', {
    schema: {
      tags,
      summary: 'Save the legacy onboarding steps',
      headers: z.object(intakeToken),
      body: legacyOnboardingBodySchema,
      response: { 200: legacyOnboardingReplySchema },
    },
    handler: async (req) => ({ data: await intakes.saveLegacyOnboarding(req, req.body) }),
  });

  app.post('/patients', {
    schema: {
      tags,
      summary: 'Pay for an intake and create the patient account and order (idempotent per key)',
      headers: z.object(intakeToken),
      body: checkoutBodySchema,
      response: { 201: checkoutReplySchema },
    },
    handler: async (req, reply) =>
      reply.code(201).send({ data: await checkout(req, req.body), message: 'Your form was submitted successfully!' }),
  });

  app.get('/patients/get-patient-questionnaire-by-phone/:phone', {
    schema: {
      tags,
      summary: 'Find one’s questionnaire by phone (texts a code first)',
      params: phoneParams,
      querystring: byPhoneQuerySchema,
      response: { 200: byPhoneReplySchema },
    },
    handler: async (req) => ({ data: await questionnaireByPhone(req, req.params.phone, req.query.code) }),
  });

  app.get('/patients/get-patient-renewal-questionnaire-by-phone/:phone', {
    schema: {
      tags,
      summary: 'A renewal questionnaire pre-filled with the last answers (texts a code first)',
      params: phoneParams,
      querystring: byPhoneQuerySchema,
      response: { 200: byPhoneReplySchema },
    },
    handler: async (req) => ({ data: await renewalByPhone(req, req.params.phone, req.query.code) }),
  });

  app.post('/patients/create-renewal-order-questionnaire', {
    schema: {
      tags,
      summary: 'Pay for a renewal and create the renewal order',
      body: renewalOrderBodySchema,
      response: { 201: checkoutReplySchema },
    },
    handler: async (req, reply) =>
      reply.code(201).send({ data: await createRenewalOrder(req, req.body), message: 'Your form was submitted successfully!' }),
  });

  // Signed-in patients.
  const patientOnly = { preHandler: guard(['PATIENT']) };

  app.put('/patients/questionnaire-progress', {
    ...patientOnly,
    schema: {
      tags,
      summary: "Save progress on one's own questionnaire",
      security: bearerSecurity,
      body: saveProgressBodySchema,
      response: { 200: intakeReplySchema },
    },
    handler: async (req) => ({ data: await intakes.updateIntake(req, req.body.intakeId, req.body) }),
  });

  app.put('/patients/questionnaire/:questionnaire', {
    ...patientOnly,
    schema: {
      tags,
      summary: "Submit one's own questionnaire (sets the submitted flag)",
      security: bearerSecurity,
      params: z.object({ questionnaire: z.uuid() }),
      body: updateIntakeBodySchema,
      response: { 200: intakeReplySchema },
    },
    handler: async (req) => ({
      data: await patients.submitQuestionnaire(req, req.params.questionnaire, req.body),
      message: 'Your form was submitted successfully!',
    }),
  });
};
