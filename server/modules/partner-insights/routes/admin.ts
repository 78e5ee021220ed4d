import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as api from '#contracts/partners';
import { audience, ctxOf } from '#server/platform/http/context';
import * as insights from '#server/modules/partner-insights/partner-insights.service';

const admin = audience(['SUPER_ADMIN'], ['admin: partners']);

/** Administrators: how partners are doing (counts and sums, no patient named). */
export const adminPartnerInsightRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/super-admin/partner-leaderboard', {
    ...admin('Partners ranked by paid orders or revenue over a period', {
      querystring: api.leaderboardQuerySchema,
      response: { 200: api.leaderboardReplySchema },
    }),
    handler: async (req) => ({ data: await insights.leaderboard(ctxOf(req), req.query) }),
  });
  app.get('/super-admin/partner-at-risk', {
    ...admin('Partners at risk, each with its reasons: no recent orders, volume halved, declined invoice charges', {
      querystring: api.atRiskQuerySchema,
      response: { 200: api.atRiskReplySchema },
    }),
    handler: async (req) => ({ data: await insights.partnersAtRisk(ctxOf(req), req.query.days) }),
  });
};
