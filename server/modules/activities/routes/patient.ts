import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as api from '#contracts/activities';
import { idParamsSchema as params, messageOnlySchema } from '#contracts/common';
import { audience, ctxOf } from '#server/platform/http/context';
import * as activities from '#server/modules/activities/activities.service';

const patient = audience(['PATIENT'], ['activities']);
const listSchema = { querystring: api.activityListQuerySchema, response: { 200: api.activityListReplySchema } };
const statsSchema = { response: { 200: api.activityStatsReplySchema } };

/** Patients: their own activities, weight history, weekly minutes and the weekly encouragement. */
export const patientActivityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/activities', {
    ...patient('My activities, newest first (filter by type and dates)', listSchema),
    handler: async (req) => ({ data: await activities.list(ctxOf(req), req.query) }),
  });
  app.get('/patient/activity', {
    ...patient('My activities (as GET /activities)', listSchema),
    handler: async (req) => ({ data: await activities.list(ctxOf(req), req.query) }),
  });
  app.get('/activities/stats', {
    ...patient('My activity totals per type, minutes this week and weight change', statsSchema),
    handler: async (req) => ({ data: await activities.stats(ctxOf(req)) }),
  });
  app.get('/patient/activity/stats', {
    ...patient('My activity statistics (as GET /activities/stats)', statsSchema),
    handler: async (req) => ({ data: await activities.stats(ctxOf(req)) }),
  });
  app.get('/activities/weight', {
    ...patient('My weight history over a period (default week), with my goal weight', {
      querystring: api.periodQuerySchema,
      response: { 200: api.weightHistoryReplySchema },
    }),
    handler: async (req) => ({ data: await activities.weightHistory(ctxOf(req), req.query.period) }),
  });
  app.get('/activities/weekly', {
    ...patient('My activity minutes per day (per week for a year) over a period (default week)', {
      querystring: api.periodQuerySchema,
      response: { 200: api.weeklyActivityReplySchema },
    }),
    handler: async (req) => ({ data: await activities.weekly(ctxOf(req), req.query.period) }),
  });
  app.get('/activities/weekly-encouragement', {
    ...patient('The encouragement of a week (default this week)', {
      querystring: api.encouragementQuerySchema,
      response: { 200: api.encouragementReplySchema },
    }),
    handler: async (req) => ({ data: await activities.encouragement(ctxOf(req), req.query) }),
  });
  app.get('/patient/me/encouragement', {
    ...patient("This week's encouragement", { response: { 200: api.encouragementReplySchema } }),
    handler: async (req) => ({ data: await activities.encouragement(ctxOf(req)) }),
  });
  app.get('/activities/:id', {
    ...patient('One of my activities', { params, response: { 200: api.activityReplySchema } }),
    handler: async (req) => ({ data: await activities.get(ctxOf(req), req.params.id) }),
  });
  app.post('/activities', {
    ...patient('Log an activity (a weight entry: WEIGHT, "Weight Tracking", duration 0, today)', {
      body: api.activityBodySchema,
      response: { 201: api.activityReplySchema },
    }),
    handler: async (req, reply) =>
      reply.code(201).send({ data: await activities.create(ctxOf(req), req.body), message: 'Activity created successfully' }),
  });
  app.put('/activities/:id', {
    ...patient('Change one of my activities', { params, body: api.activityUpdateBodySchema, response: { 200: api.activityReplySchema } }),
    handler: async (req) => ({
      data: await activities.update(ctxOf(req), req.params.id, req.body),
      message: 'Activity updated successfully',
    }),
  });
  app.delete('/activities/:id', {
    ...patient('Delete one of my activities', { params, response: { 200: messageOnlySchema } }),
    handler: async (req) => {
      await activities.remove(ctxOf(req), req.params.id);
      return { data: null, message: 'Activity deleted successfully' };
    },
  });
};
