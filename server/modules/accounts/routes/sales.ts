import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountConnectBodySchema, accountConnectReplySchema } from '#contracts/partner-profile';
import * as api from '#contracts/sales-people';
import { audience, ctxOf } from '#server/platform/http/context';
import * as sales from '#server/modules/accounts/sales.service';
import * as profile from '#server/modules/accounts/sales-profile.service';

const salesPerson = audience(['SALES_PERSON'], ['sales']);

const connect = { body: accountConnectBodySchema, response: { 200: accountConnectReplySchema } };

/** Sales people: the partners they brought in (and bringing in new ones), their profile and payout account. */
export const salesAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/sales/partners', {
    ...salesPerson('The partners I brought in, searched by business name, owner name or email', {
      querystring: api.salesPartnerListQuerySchema,
      response: { 200: api.salesPartnerListReplySchema },
    }),
    handler: async (req) => ({ data: await sales.listPartners(ctxOf(req), req.query) }),
  });
  app.get('/sales/partner-registered', {
    ...salesPerson('How many partners I brought in per day, week or month (the default) of a range', {
      querystring: api.partnerRegisteredQuerySchema,
      response: { 200: api.partnerRegisteredReplySchema },
    }),
    handler: async (req) => ({ data: await sales.partnerRegistered(ctxOf(req), req.query) }),
  });
  app.post('/sales/partner', {
    ...salesPerson('Bring in a partner: its account and business record, attached to me; a used email is a 409', {
      body: api.createSalesPartnerBodySchema,
      response: { 201: api.salesPartnerDetailReplySchema },
    }),
    handler: async (req, reply) =>
      reply.code(201).send({ data: await sales.createPartner(ctxOf(req), req.body), message: 'Partner created successfully' }),
  });
  app.get('/users/check-exist', {
    ...salesPerson('Whether an account already uses this email (a new partner’s must not)', {
      querystring: api.checkExistQuerySchema,
      response: { 200: api.checkExistReplySchema },
    }),
    handler: async (req) => ({ data: await sales.emailExists(ctxOf(req), req.query.email) }),
  });
  app.put('/sales', {
    ...salesPerson('Change my name or phone (only the fields sent change)', {
      body: api.updateSalesProfileBodySchema,
      response: { 200: api.salesProfileReplySchema },
    }),
    handler: async (req) => ({ data: await profile.updateProfile(ctxOf(req), req.body), message: 'Profile updated successfully' }),
  });
  app.post('/sales/account-connect', {
    ...salesPerson('Connect the account my commission is paid out to (with Stripe: a link to finish its setup)', connect),
    handler: async (req) => {
      const data = await profile.connectPayoutAccount(ctxOf(req), req.body);
      const message = data.status === 'ACTIVE' ? 'Payout account connected successfully' : 'Finish setting up your payout account';
      return { data, message };
    },
  });
};
