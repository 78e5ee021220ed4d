import { z } from 'zod';
import { envelope } from './common';
import { answersSchema, questionSchema, screeningFindingSchema } from './onboarding';
import { ORDER_SORTS, orderStatusSchema, orderSummarySchema } from './orders';

/** GET /doctors/orders: the doctor's patients' orders; `status=PENDING_REVIEW` with `sort=createdAt:asc` is the prescription queue. */
export const doctorOrderListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  search: z.string().trim().max(100).optional(),
  sort: z.enum(ORDER_SORTS).default('createdAt:desc'),
  status: orderStatusSchema.optional(),
});
export type DoctorOrderListQuery = z.infer<typeof doctorOrderListQuerySchema>;

export const doctorOrderSummarySchema = orderSummarySchema.extend({
  patientId: z.uuid(),
  patientName: z.string(),
  patientState: z.string().nullable(),
  screeningFlags: z.array(screeningFindingSchema),
});
export type DoctorOrderSummary = z.infer<typeof doctorOrderSummarySchema>;
export const doctorOrdersReplySchema = envelope(z.object({ orders: z.array(doctorOrderSummarySchema), total: z.number().int() }));

export const doctorOrderDetailSchema = doctorOrderSummarySchema.extend({
  bmi: z.number().nullable(),
  questionsList: z.array(questionSchema),
  answers: answersSchema,
  doctorApproveQuestionsStatus: z.string().nullable(),
  doctorDenialReason: z.string().nullable(),
  doctorOverrideReason: z.string().nullable(),
});
export const doctorOrderReplySchema = envelope(doctorOrderDetailSchema);

/** PATCH /doctors/orders/{id}/approve-intake-questions. */
export const approveIntakeBodySchema = z.object({
  doctorApproveQuestionsStatus: z.enum(['APPROVED', 'DENIED']),
  doctorDenialReason: z.string().trim().max(2000).optional(),
  /** Required to approve an intake that screening flagged: why it is safe anyway. */
  overrideReason: z.string().trim().max(2000).optional(),
  status: orderStatusSchema.optional(),
  isStartOrderDone: z.boolean().optional(),
});
export type ApproveIntakeBody = z.infer<typeof approveIntakeBodySchema>;
