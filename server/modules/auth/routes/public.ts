import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as api from '#contracts/auth';
import { messageOnlySchema } from '#contracts/common';
import type { FastifyInstance } from 'fastify';
import { clearPageCookie, setPageCookie } from '#server/platform/auth/page-cookie';
import { audience, ctxOf } from '#server/platform/http/context';
import { exchangeHandover } from '#server/modules/auth/act-as.service';
import * as auth from '#server/modules/auth/auth.service';

const anyone = audience(null, ['auth']);
const signedIn = audience('ANY', ['auth']);
const codeSent = { 200: api.otpSentReplySchema };

const salesSignUp = { body: api.signUpSalesPersonBodySchema, response: { 201: api.otpSentReplySchema } };
const delegateChoice = { body: api.selectDelegateAccessBodySchema, response: { 200: api.selectDelegateAccessReplySchema } };
const tokenRefresh = { body: api.refreshTokenBodySchema, response: { 200: api.refreshTokenReplySchema } };

/** The patient's page session cookie (platform/auth/page-cookie.ts) follows the tokens. */
const cookieOptions = ({ config }: FastifyInstance) => ({
  secret: config.JWT_SECRET,
  secure: config.isProduction,
  maxAgeDays: config.REFRESH_TOKEN_TTL_DAYS,
});

/** Anyone signing in, and signed-in users managing their session. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/auth/login', {
    ...anyone('Check email and password, then send a sign-in code', { body: api.loginBodySchema, response: codeSent }),
    handler: async (req) => ({
      data: await auth.login(ctxOf(req), req.body.email, req.body.password, req.hostname),
      message: 'A sign-in code has been sent',
    }),
  });
  app.post('/auth/sign-up/patients', {
    ...anyone('Create a patient account and send a code', { body: api.signUpPatientBodySchema, response: { 201: api.otpSentReplySchema } }),
    handler: async (req, reply) =>
      reply.code(201).send({ data: await auth.signUpPatient(ctxOf(req), req.body), message: 'Check your email for a sign-in code' }),
  });
  app.post('/auth/sign-up/sales-person', {
    ...anyone('Create a sales person account and send a code', salesSignUp),
    handler: async (req, reply) =>
      reply.code(201).send({ data: await auth.signUpSalesPerson(ctxOf(req), req.body), message: 'Check your email for a sign-in code' }),
  });
  app.post('/auth/verify-otp', {
    ...anyone('Exchange the sign-in code for a session', { body: api.verifyOtpBodySchema, response: { 200: api.verifyOtpReplySchema } }),
    handler: async (req, reply) => {
      const data = await auth.verifyCode(ctxOf(req), req.body.email, req.body.code);
      setPageCookie(req, reply, await req.server.tokens.verify(data.accessToken), cookieOptions(req.server));
      return { data };
    },
  });
  app.post('/auth/resend-otp', {
    ...anyone('Send a new sign-in code for a pending sign-in', { body: api.resendOtpBodySchema, response: codeSent }),
    handler: async (req) => ({
      data: await auth.resendCode(ctxOf(req), req.body.email),
      message: 'If a sign-in is pending, a new code has been sent',
    }),
  });
  app.post('/auth/select-delegate-access', {
    ...signedIn('Act for a delegate access owner, or (null) as yourself', delegateChoice),
    handler: async (req) => ({ data: await auth.selectDelegateAccess(ctxOf(req), req.body.delegateAccessId) }),
  });
  app.post('/auth/refresh-token', {
    ...anyone('Rotate the refresh token and get a new access token', tokenRefresh),
    handler: async (req, reply) => {
      const data = await auth.refresh(ctxOf(req), req.body.refreshToken);
      setPageCookie(req, reply, await req.server.tokens.verify(data.accessToken), cookieOptions(req.server));
      return { data };
    },
  });
  app.get('/auth/me', {
    ...signedIn('The signed-in user', { response: { 200: api.meReplySchema } }),
    handler: async (req) => ({ data: await auth.me(ctxOf(req)) }),
  });
  app.post('/auth/logout', {
    ...signedIn('End this session', { body: api.logoutBodySchema, response: { 200: messageOnlySchema } }),
    handler: async (req, reply) => {
      await auth.logout(ctxOf(req));
      clearPageCookie(reply, cookieOptions(req.server));
      return { data: null, message: 'Signed out' };
    },
  });
  app.post('/auth/act-as/exchange', {
    ...anyone('Take an "act as" hand-over code (one use, two minutes) for the acting session', {
      body: api.actAsExchangeBodySchema,
      response: { 200: api.actAsExchangeReplySchema },
    }),
    handler: async (req) => ({ data: await exchangeHandover(ctxOf(req), req.body.code, req.hostname) }),
  });
};
