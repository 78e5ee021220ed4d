import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema as params } from '#contracts/common';
import * as api from '#contracts/ledger';
import { userIdParamsSchema } from '#contracts/staff-accounts';
import { audience, ctxOf } from '#server/platform/http/context';
import * as ledger from '#server/modules/ledger/ledger-admin.service';

const admin = audience(['SUPER_ADMIN'], ['admin: ledger']);

/** Administrators: the entries behind every money figure, the reconciliation with the processor, the alerts. */
export const adminLedgerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/super-admin/ledger/partners/:id', {
    ...admin("A partner's ledger: balances of its accounts and their entries (order, amount, reason), newest first", {
      params,
      querystring: api.ledgerPageQuerySchema,
      response: { 200: api.partyLedgerReplySchema },
    }),
    handler: async (req) => ({ data: await ledger.partnerLedger(ctxOf(req), req.params.id, req.query) }),
  });
  app.get('/super-admin/ledger/sales-people/:userId', {
    ...admin("A sales person's ledger: balances of their accounts and their entries, newest first", {
      params: userIdParamsSchema,
      querystring: api.ledgerPageQuerySchema,
      response: { 200: api.partyLedgerReplySchema },
    }),
    handler: async (req) => ({ data: await ledger.salesPersonLedger(ctxOf(req), req.params.userId, req.query) }),
  });
  app.get('/super-admin/ledger/reconciliation', {
    ...admin("Settled charges set against the payment processor's record, one page, with the differences", {
      querystring: api.ledgerPageQuerySchema,
      response: { 200: api.reconciliationReplySchema },
    }),
    handler: async (req) => ({ data: await ledger.reconciliation(ctxOf(req), req.query) }),
  });
  app.get('/super-admin/alerts', {
    ...admin('What the nightly checks found, newest first', {
      querystring: api.ledgerPageQuerySchema,
      response: { 200: api.adminAlertsReplySchema },
    }),
    handler: async (req) => ({ data: await ledger.alerts(ctxOf(req), req.query) }),
  });
};
