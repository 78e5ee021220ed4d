import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as api from '#contracts/care-tasks';
import { CARE_ROLES } from '#contracts/patient-charts';
import { idParamsSchema as params } from '#contracts/common';
import { audience, ctxOf } from '#server/platform/http/context';
import * as tasks from '#server/modules/care-tasks/care-tasks.service';

const careTeam = audience([...CARE_ROLES], ['care']);
const one = { 200: api.careTaskReplySchema };

/** The care team's tasks (README "Care tasks"): list, read, open a follow-up, assign, mark done, reopen. */
export const careTaskRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/care/tasks', {
    ...careTeam('Care tasks by status, kind and assignee, searched by patient, sorted by due date or creation', {
      querystring: api.careTaskListQuerySchema,
      response: { 200: api.careTaskListReplySchema },
    }),
    handler: async (req) => ({ data: await tasks.listTasks(ctxOf(req), req.query) }),
  });
  app.get('/care/tasks/assignees', {
    ...careTeam('The care team members a task may be assigned to', { response: { 200: api.careAssigneesReplySchema } }),
    handler: async (req) => ({ data: await tasks.assignees(ctxOf(req)) }),
  });
  app.get('/care/tasks/:id', {
    ...careTeam('One care task', { params, response: one }),
    handler: async (req) => ({ data: await tasks.getTask(ctxOf(req), req.params.id) }),
  });
  app.post('/care/tasks', {
    ...careTeam('Open a follow-up task about a patient (nurse, client specialist)', { body: api.createCareTaskBodySchema, response: one }),
    handler: async (req) => ({ data: await tasks.createFollowUp(ctxOf(req), req.body) }),
  });
  app.post('/care/tasks/:id/assign', {
    ...careTeam('Assign an open task to a care team member (or nobody)', { params, body: api.assignCareTaskBodySchema, response: one }),
    handler: async (req) => ({ data: await tasks.assignTask(ctxOf(req), req.params.id, req.body) }),
  });
  app.post('/care/tasks/:id/done', {
    ...careTeam('Mark an open task done, with a note of what was done', { params, body: api.completeCareTaskBodySchema, response: one }),
    handler: async (req) => ({ data: await tasks.completeTask(ctxOf(req), req.params.id, req.body) }),
  });
  app.post('/care/tasks/:id/reopen', {
    ...careTeam('Reopen a done task, with the reason', { params, body: api.reopenCareTaskBodySchema, response: one }),
    handler: async (req) => ({ data: await tasks.reopenTask(ctxOf(req), req.params.id, req.body) }),
  });
};
