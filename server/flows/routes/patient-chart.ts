import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as careApi from '#contracts/patient-charts';
import { idParamsSchema as params } from '#contracts/common';
import * as doctorApi from '#contracts/order-review';
import { audience, ctxOf } from '#server/platform/http/context';
import * as chart from '#server/flows/patient-chart';

const doctor = audience(['DOCTOR', 'MEDICAL_PROVIDER'], ['doctor']);
const careTeam = audience([...careApi.CARE_ROLES], ['care']);

/** A patient's chart: the doctor's detail, and the care team's read-only chart. */
export const patientChartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/doctors/patients/:id/detail', {
    ...doctor('A patient with the latest intake and their orders', { params, response: { 200: doctorApi.doctorPatientDetailReplySchema } }),
    handler: async (req) => ({ data: await chart.getPatientDetail(ctxOf(req), req.params.id) }),
  });
  app.get('/care/patients/:id', {
    ...careTeam("A patient's read-only chart: contact, orders and, for a nurse, the latest intake", {
      params,
      response: { 200: careApi.careChartReplySchema },
    }),
    handler: async (req) => ({ data: await chart.careChart(ctxOf(req), req.params.id) }),
  });
};
