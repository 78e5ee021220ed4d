import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as api from '#contracts/doctors';
import * as rx from '#contracts/prescriptions';
import { idParamsSchema as params, messageOnlySchema } from '#contracts/common';
import { audience, ctxOf } from '#server/platform/http/context';
import * as assignments from '#server/modules/prescriptions/pharmacy-assignments.service';
import * as prescriptions from '#server/modules/prescriptions/prescriptions.service';

const admin = audience(['SUPER_ADMIN'], ['admin']);
const byDoctor = { params: api.doctorIdParamsSchema };

/** The super admin's pharmacy assignments: which pharmacies each doctor may send prescriptions to. */
export const adminPharmacyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/super-admin/pharmacies', {
    ...admin('The pharmacies a doctor can be assigned', { response: { 200: api.pharmacyListReplySchema } }),
    handler: async (req) => ({ data: await assignments.listPharmacies(ctxOf(req)) }),
  });
  app.post('/super-admin/assign-pharmacy-for-doctor', {
    ...admin('Assign a pharmacy to a doctor', { body: api.assignPharmacyBodySchema, response: { 201: api.pharmacyAssignmentReplySchema } }),
    handler: async (req, reply) =>
      reply.code(201).send({ data: await assignments.assign(ctxOf(req), req.body), message: 'Pharmacy assigned successfully' }),
  });
  app.get('/super-admin/pharmacy-assignments/doctor/:doctorId', {
    ...admin("A doctor's pharmacy assignments", { ...byDoctor, response: { 200: api.pharmacyAssignmentListReplySchema } }),
    handler: async (req) => ({ data: await assignments.listByDoctor(ctxOf(req), req.params.doctorId) }),
  });
  app.get('/super-admin/pharmacy-assignments/:id', {
    ...admin('One pharmacy assignment', { params, response: { 200: api.pharmacyAssignmentReplySchema } }),
    handler: async (req) => ({ data: await assignments.getAssignment(ctxOf(req), req.params.id) }),
  });
  app.delete('/super-admin/pharmacy-assignments/doctor/:doctorId', {
    ...admin('Remove every pharmacy assignment of a doctor', { ...byDoctor, response: { 200: api.deletedCountReplySchema } }),
    handler: async (req) => ({
      data: { deleted: await assignments.unassignAll(ctxOf(req), req.params.doctorId) },
      message: 'Pharmacies unassigned successfully',
    }),
  });
  app.delete('/super-admin/pharmacy-assignments/:id', {
    ...admin('Remove one pharmacy assignment', { params, response: { 200: messageOnlySchema } }),
    handler: async (req) => {
      await assignments.unassign(ctxOf(req), req.params.id);
      return { data: null, message: 'Pharmacy unassigned successfully' };
    },
  });
};

/** Super admins: a patient's prescriptions (the SUPER_ADMIN row of the prescriptions policy). */
export const adminPrescriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/super-admin/patients/:id/prescriptions', {
    ...admin("One patient's prescriptions, newest first", {
      params,
      querystring: rx.prescriptionListQuerySchema,
      response: { 200: rx.prescriptionListReplySchema },
    }),
    handler: async (req) => ({ data: await prescriptions.listPrescriptions(ctxOf(req), req.query, req.params.id) }),
  });
};
