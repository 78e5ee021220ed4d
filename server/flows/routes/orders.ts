import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema as params } from '#contracts/common';
import * as api from '#contracts/order-review';
import * as orderApi from '#contracts/orders';
import { audience, ctxOf } from '#server/platform/http/context';
import * as closing from '#server/flows/order-refunds';
import { withMessage } from '#server/platform/http/replies';

const doctor = audience(['DOCTOR', 'MEDICAL_PROVIDER'], ['doctor']);
const partner = audience(['GYM_OWNER'], ['partner']);
const admin = audience(['SUPER_ADMIN'], ['admin']);

const full = { 200: api.doctorOrderFullReplySchema };
const doctorChange = { params, body: api.updateDoctorOrderBodySchema, response: full };
const partnerChange = { params, body: orderApi.updatePartnerOrderBodySchema, response: { 200: orderApi.partnerOrderReplySchema } };
const adminChange = { params, body: orderApi.updateAdminOrderBodySchema, response: { 200: orderApi.adminOrderReplySchema } };

/** The order changes that can close a paid order (a denial, a cancellation), which refund it: doctor, partner, admin. */
export const orderClosingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch('/doctors/orders/:id/approve-intake-questions', {
    ...doctor('Approve or deny an intake', { params, body: api.approveIntakeBodySchema, response: full }),
    handler: async (req) => ({
      data: await closing.decideIntake(ctxOf(req), req.params.id, req.body),
      message: api.INTAKE_DECISION_MESSAGES[req.body.doctorApproveQuestionsStatus],
    }),
  });
  app.patch('/doctors/orders/:id', {
    ...doctor(
      'Change the medication, plan, rx details or note of an order, cancel it, or hand it back for reassignment (only the fields sent change)',
      doctorChange,
    ),
    handler: withMessage('Order updated successfully', (req) => closing.updateDoctorOrder(ctxOf(req), req.params.id, req.body)),
  });
  app.patch('/gym-owner/orders/:id', {
    ...partner(
      'Approve or decline an order awaiting the doctor, change its medication, cancel it, or keep a note (only the fields sent change)',
      partnerChange,
    ),
    handler: withMessage('Order updated successfully', (req) => closing.updatePartnerOrder(ctxOf(req), req.params.id, req.body)),
  });
  app.patch('/super-admin/orders/:id', {
    ...admin("Change an order's approval, note or medication package, or cancel it (only the fields sent change)", adminChange),
    handler: withMessage('Order updated successfully', (req) => closing.updateAdminOrder(ctxOf(req), req.params.id, req.body)),
  });
};
