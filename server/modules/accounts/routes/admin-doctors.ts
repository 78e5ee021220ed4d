import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as api from '#contracts/doctors';
import { idParamsSchema as params } from '#contracts/common';
import { audience, ctxOf } from '#server/platform/http/context';
import * as doctors from '#server/modules/accounts/doctors-admin.service';
import { withMessage } from '#server/platform/http/replies';

const admin = audience(['SUPER_ADMIN'], ['admin']);

const doctorReply = { 200: api.adminDoctorReplySchema };
const doctorChange = { params, body: api.updateAdminDoctorBodySchema, response: doctorReply };

/** The super admin's doctors: list, summary, one, create, update, delete and restore, auto-billing. */
export const adminDoctorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/super-admin/doctors', {
    ...admin('Doctors, searched by name, email or NPI, by status', {
      querystring: api.adminDoctorListQuerySchema,
      response: { 200: api.adminDoctorListReplySchema },
    }),
    handler: async (req) => ({ data: await doctors.listDoctors(ctxOf(req), req.query) }),
  });
  app.get('/super-admin/doctors/summary', {
    ...admin('How many doctors, active and inactive, and the month-on-month increase', {
      response: { 200: api.adminDoctorSummaryReplySchema },
    }),
    handler: async (req) => ({ data: await doctors.summary(ctxOf(req)) }),
  });
  app.get('/super-admin/doctors/:id', {
    ...admin('One doctor (deleted ones too)', { params, response: doctorReply }),
    handler: async (req) => ({ data: await doctors.getDoctor(ctxOf(req), req.params.id) }),
  });
  app.post('/super-admin/doctors', {
    ...admin('Create a doctor with NPI and license states', {
      body: api.createAdminDoctorBodySchema,
      response: { 201: api.adminDoctorReplySchema },
    }),
    handler: async (req, reply) =>
      reply.code(201).send({ data: await doctors.createDoctor(ctxOf(req), req.body), message: 'Doctor created successfully' }),
  });
  app.put('/super-admin/doctors/:id', {
    ...admin("Change a doctor's details, NPI, license states or status (only the fields sent)", doctorChange),
    handler: withMessage('Doctor updated successfully', (req) => doctors.updateDoctor(ctxOf(req), req.params.id, req.body)),
  });
  app.delete('/super-admin/doctors/:id', {
    ...admin('Delete a doctor (soft: their history stays, they can no longer sign in or be assigned)', { params, response: doctorReply }),
    handler: async (req) => ({ data: await doctors.deleteDoctor(ctxOf(req), req.params.id), message: 'Doctor deleted successfully' }),
  });
  app.post('/super-admin/doctors/:id/restore', {
    ...admin('Restore a deleted doctor', { params, response: doctorReply }),
    handler: async (req) => ({ data: await doctors.restoreDoctor(ctxOf(req), req.params.id), message: 'Doctor restored successfully' }),
  });
  app.patch('/super-admin/doctors/:id/auto-billing', {
    ...admin("Turn a doctor's auto-billing on or off", { params, body: api.autoBillingBodySchema, response: doctorReply }),
    handler: withMessage('Doctor updated successfully', (req) => doctors.setAutoBilling(ctxOf(req), req.params.id, req.body.autoBilling)),
  });
};
