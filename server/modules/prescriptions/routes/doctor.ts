import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema as params } from '#contracts/common';
import * as settingsApi from '#contracts/doctor-settings';
import * as api from '#contracts/prescriptions';
import { audience, ctxOf } from '#server/platform/http/context';
import { idempotent } from '#server/platform/http/idempotency';
import { checkDigitalRxStatus, sendPrescription } from '#server/modules/prescriptions/pharmacy.service';
import * as prescriptions from '#server/modules/prescriptions/prescriptions.service';
import * as settings from '#server/modules/prescriptions/doctor-settings.service';

const doctor = audience(['DOCTOR', 'MEDICAL_PROVIDER'], ['prescriptions']);
const response = { 200: api.prescriptionReplySchema };
const created = 'Prescription created successfully';

const rxHere = { params: api.rxHereParamsSchema, response };
const prescriptionList = { querystring: api.prescriptionListQuerySchema, response: { 200: api.prescriptionListReplySchema } };
const settingsReply = { response: { 200: settingsApi.doctorSettingsReplySchema } };
const settingsChange = { body: settingsApi.updateDoctorSettingsBodySchema, response: { 200: settingsApi.doctorSettingsReplySchema } };

/** Doctors and medical providers: their patients' prescriptions and the pharmacies they send them to. */
export const doctorPrescriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/doctors/prescriptions', {
    ...doctor("The order's prescription (created once; asking again returns it)", { body: api.createPrescriptionBodySchema, response }),
    handler: async (req) => ({ data: await prescriptions.createPrescription(ctxOf(req), req.body), message: created }),
  });
  app.post('/doctors/orders/:id/users/:userId/rx-here', {
    ...doctor("The order's prescription from what is saved on the order; userId is the order's patient", rxHere),
    handler: async (req) => ({ data: await prescriptions.rxHere(ctxOf(req), req.params.id, req.params.userId), message: created }),
  });
  app.get('/doctors/prescriptions', {
    ...doctor("My patients' prescriptions (past=true: shipped, delivered, canceled)", prescriptionList),
    handler: async (req) => ({ data: await prescriptions.listPrescriptions(ctxOf(req), req.query) }),
  });
  app.get('/doctors/prescriptions/:id', {
    ...doctor('A prescription with its pharmacy status', { params, response }),
    handler: async (req) => ({ data: await prescriptions.getPrescription(ctxOf(req), req.params.id) }),
  });
  app.get('/doctors/pharmacies', {
    ...doctor('The pharmacies assigned to me: the only ones I may send to', { response: { 200: api.pharmaciesReplySchema } }),
    handler: async (req) => ({ data: await prescriptions.myPharmacies(ctxOf(req)) }),
  });
  app.get('/doctors/settings', {
    ...doctor('My prescribing settings: my pharmacies and the default one (a delegate may read them)', settingsReply),
    handler: async (req) => ({ data: await settings.getSettings(ctxOf(req)) }),
  });
  app.put('/doctors/settings', {
    ...doctor('Change my prescribing settings (only the fields sent change; not a delegate)', settingsChange),
    handler: async (req) => ({ data: await settings.updateSettings(ctxOf(req), req.body), message: 'Settings saved successfully' }),
  });
  for (const [path, provider, name, sentTo] of [
    ['rx-provider', 'RX_PROVIDER', 'RX provider', 'RX provider'],
    ['digital-rx', 'DIGITAL_RX', 'Digital Rx', 'Digital Rx provider'],
  ] as const) {
    app.post(`/doctors/${path}/send-prescription`, {
      ...idempotent(doctor(`Send the order's prescription to the ${name} pharmacy`, { body: api.sendPrescriptionBodySchema, response })),
      handler: async (req) => ({
        data: await sendPrescription(ctxOf(req), provider, req.body.orderId),
        message: `Order sent to ${sentTo} successfully`,
      }),
    });
  }
  app.post('/doctors/digital-rx/check-prescription-status', {
    ...doctor("Ask Digital Rx where the order's prescription is, and record it", { body: api.checkPrescriptionStatusBodySchema, response }),
    handler: async (req) => ({
      data: await checkDigitalRxStatus(ctxOf(req), req.body.orderId),
      message: 'Prescription status retrieved successfully',
    }),
  });
};
