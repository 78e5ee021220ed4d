import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  loginBodySchema,
  logoutBodySchema,
  meReplySchema,
  otpSentReplySchema,
  refreshTokenBodySchema,
  refreshTokenReplySchema,
  resendOtpBodySchema,
  selectDelegateAccessBodySchema,
  selectDelegateAccessReplySchema,
  signUpPatientBodySchema,
  signUpSalesPersonBodySchema,
  verifyOtpBodySchema,
  verifyOtpReplySchema,
} from '../../../../contracts/auth';
import { messageOnlySchema } from '../../../../contracts/common';
import { bearerSecurity, ctxOf, guard } from '../../../platform/http/context';
import * as auth from '../auth.service';

const tags = ['auth'];

/** Anyone signing in, and signed-in users managing their session. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/auth/login', {
    schema: {
      tags,
      summary: 'Check e-mail and password, then send a sign-in code',
      body: loginBodySchema,
      response: { 200: otpSentReplySchema },
    },
    handler: async (req) => ({
      data: await auth.login(ctxOf(req), req.body.email, req.body.password, req.hostname),
      message: 'A sign-in code has been sent',
    }),
  });

  app.post('/auth/sign-up/patients', {
    schema: {
      tags,
      summary: 'Create a patient account and send a code',
      body: signUpPatientBodySchema,
      response: { 201: otpSentReplySchema },
    },
    handler: async (req, reply) =>
      reply.code(201).send({ data: await auth.signUpPatient(ctxOf(req), req.body), message: 'Account created' }),
  });

  app.post('/auth/sign-up/sales-person', {
    schema: {
      tags,
      summary: 'Create a sales person account and send a code',
      body: signUpSalesPersonBodySchema,
      response: { 201: otpSentReplySchema },
    },
    handler: async (req, reply) =>
      reply.code(201).send({ data: await auth.signUpSalesPerson(ctxOf(req), req.body), message: 'Account created' }),
  });

  app.post('/auth/verify-otp', {
    schema: {
      tags,
      summary: 'Exchange the sign-in code for a session',
      body: verifyOtpBodySchema,
      response: { 200: verifyOtpReplySchema },
    },
    handler: async (req) => ({ data: await auth.verifyCode(ctxOf(req), req.body.email, req.body.code) }),
  });

  app.post('/auth/resend-otp', {
    schema: {
      tags,
      summary: 'Send a new sign-in code for a pending sign-in',
      body: resendOtpBodySchema,
      response: { 200: otpSentReplySchema },
    },
    handler: async (req) => ({
      data: await auth.resendCode(ctxOf(req), req.body.email),
      message: 'If a sign-in is pending, a new code has been sent',
    }),
  });

  app.post('/auth/select-delegate-access', {
    preHandler: guard('ANY'),
    schema: {
      tags,
      summary: 'Act for a delegate access owner, or (null) as yourself',
      security: bearerSecurity,
      body: selectDelegateAccessBodySchema,
      response: { 200: selectDelegateAccessReplySchema },
    },
    handler: async (req) => ({ data: await auth.selectDelegateAccess(ctxOf(req), req.body.delegateAccessId) }),
  });

  app.post('/auth/refresh-token', {
    schema: {
      tags,
      summary: 'Rotate the refresh token and get a new access token',
      body: refreshTokenBodySchema,
      response: { 200: refreshTokenReplySchema },
    },
    handler: async (req) => ({ data: await auth.refresh(ctxOf(req), req.body.refreshToken) }),
  });

  app.get('/auth/me', {
    preHandler: guard('ANY'),
    schema: { tags, summary: 'The signed-in user', security: bearerSecurity, response: { 200: meReplySchema } },
    handler: async (req) => ({ data: await auth.me(ctxOf(req)) }),
  });

  app.post('/auth/logout', {
    preHandler: guard('ANY'),
    schema: { tags, summary: 'End this session', security: bearerSecurity, body: logoutBodySchema, response: { 200: messageOnlySchema } },
    handler: async (req) => {
      await auth.logout(ctxOf(req));
      return { data: null, message: 'Signed out' };
    },
  });
};
