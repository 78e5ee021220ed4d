import { z } from 'zod';
import { envelope, changesOf } from './common';
import { SINGLE_DOSE } from './doses';
import { answersSchema, questionSchema, screeningFindingSchema } from './onboarding';
import { orderListQuerySchema, orderStatusSchema, orderSummarySchema } from './orders';
import { doctorPatientFieldsSchema, doctorPatientSchema } from './patients';

/** GET /doctors/orders: the doctor's patients' orders; `status=PENDING_REVIEW` with `sort=createdAt:asc` is the prescription queue. */
export const doctorOrderListQuerySchema = orderListQuerySchema.extend({
  status: orderStatusSchema.optional(),
  /**
   * Keyset paging (sort=createdAt only): the `nextCursor` of the previous reply; the page then starts after that order
   * and `page` is not read. As fast at any depth, where a deep `page` (offset) reads every row before it.
   */
  after: z.string().max(200).optional(),
});
export type DoctorOrderListQuery = z.infer<typeof doctorOrderListQuerySchema>;

export const doctorOrderSummarySchema = orderSummarySchema.extend({
  patientId: z.uuid(),
  patientName: z.string(),
  patientState: z.string().nullable(),
  screeningFlags: z.array(screeningFindingSchema),
  /** Set when a doctor handed the order back for reassignment: it has left the review queue and waits for an administrator. */
  handedBackAt: z.string().nullable(),
});
export type DoctorOrderSummary = z.infer<typeof doctorOrderSummarySchema>;
export const doctorOrdersReplySchema = envelope(
  z.object({
    orders: z.array(doctorOrderSummarySchema),
    total: z.number().int(),
    /** Present (true) when there are more orders than the server counts: `total` is then that cap, not the exact count. */
    totalIsEstimate: z.boolean().optional(),
    /** Present when the page is full and sorted by createdAt: pass it as `after` for the next page. */
    nextCursor: z.string().optional(),
  }),
);

export const doctorOrderDetailSchema = doctorOrderSummarySchema.extend({
  /** The facts a decision needs, from the patient's record (date of birth, gender) and the order's intake (height, weight, BMI). */
  dateOfBirth: z.string().nullable(),
  /** Whole years today, from `dateOfBirth`. */
  age: z.number().int().nullable(),
  gender: z.string().nullable(),
  heightInches: z.number().nullable(),
  weightPounds: z.number().nullable(),
  bmi: z.number().nullable(),
  /** A photo ID the patient uploaded is on file: GET /doctors/orders/{id}/photo-id gives a short-lived link to it. */
  photoIdOnFile: z.boolean(),
  /** The patient's state by name ("California"), for sentences; `patientState` is its code. */
  patientStateName: z.string().nullable(),
  /** Whether the doctor reading the order is licensed in the patient's state (only then can they approve it). */
  licensedInPatientState: z.boolean(),
  /** Who handed the order back for reassignment, when and why (null while it has not been). */
  handBack: z.object({ at: z.string(), doctorName: z.string(), reason: z.string() }).nullable(),
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
/** What the doctor is told after each decision (the approval's is the spec's; a denial says what follows from it). */
export const INTAKE_DECISION_MESSAGES = {
  APPROVED: 'Intake questions updated successfully',
  DENIED: 'Intake denied. The patient sees your reason, and what they paid is refunded.',
} as const;

/** The prescription details a doctor fills in on an order (step /orders/{id}/rx-information). */
export const rxInformationSchema = z.object({
  /** One dose within the product's range (`doseSteps`): a pharmacy cannot fill a range. */
  dose: z.string().trim().regex(SINGLE_DOSE, 'Choose one dose, such as 0.5 mg'),
  directions: z.string().trim().min(5, 'Write the directions for the patient').max(1000),
  quantity: z.number().int().min(1).max(100),
  refills: z.number().int().min(0).max(12),
  daysSupply: z.number().int().min(1).max(365),
});
export type RxInformation = z.infer<typeof rxInformationSchema>;

/** "0.5 mg" -> "Inject 0.5 mg under the skin once a week, …" (a "weekly" in the dose is said once). */
export function defaultDirections(dose: string): string {
  const amount = dose.replace(/\s+(weekly|once a week|per week)\s*$/i, '').trim();
  return `Inject ${amount || 'the prescribed dose'} under the skin once a week, on the same day each week.`;
}

/** What a weekly GLP-1 injection prescription of `dose` says when the doctor wrote nothing else: four weekly doses. */
export const defaultRxInformation = (dose: string): RxInformation => ({
  dose,
  directions: defaultDirections(dose),
  quantity: 4,
  refills: 0,
  daysSupply: 28,
});

export const doctorOrderFullSchema = doctorOrderDetailSchema.extend({
  createdByDoctor: z.boolean(),
  rxInformation: rxInformationSchema
    .partial()
    .extend({ dose: z.string().nullable().optional(), directions: z.string().nullable().optional() }),
  doctorNote: z.string().nullable(),
  /** The order's prescription once created (one per order), with where it was sent and its pharmacy status. */
  prescriptionId: z.uuid().nullable(),
});
export type DoctorOrderDetail = z.infer<typeof doctorOrderFullSchema>;

/** GET /doctors/orders/{id}/photo-id: a link to the patient's photo ID, valid for a few minutes (every link is audited). */
export const photoIdLinkSchema = z.object({ url: z.string(), expiresAt: z.string(), contentType: z.string() });
export type PhotoIdLink = z.infer<typeof photoIdLinkSchema>;
export const photoIdLinkReplySchema = envelope(photoIdLinkSchema);

/** PATCH /doctors/orders/{id}: only the fields that are filled in are sent, and only they change. */
export const updateDoctorOrderBodySchema = changesOf(
  z.object({
    productVariationKey: z.string().max(80),
    planMonths: z.number().int().min(1).max(12),
    rxInformation: rxInformationSchema.partial(),
    doctorNote: z.string().trim().max(2000),
    /** A doctor may cancel an order that has not gone to a pharmacy. */
    status: z.literal('CANCELLED'),
    /**
     * Hand an order under review back for reassignment, when the patient lives in a state where the doctor is not
     * licensed: it leaves the review queue until an administrator assigns it. Sent alone.
     */
    handBack: z.object({ reason: z.string().trim().min(3, 'Say why you are handing this order back').max(2000) }),
  }),
).refine((b) => !b.handBack || Object.keys(b).length === 1, {
  message: 'Hand an order back on its own, without other changes',
  path: ['handBack'],
});
export type UpdateDoctorOrderBody = z.infer<typeof updateDoctorOrderBodySchema>;

/** GET /doctors/patients/{id}/detail: the record, the latest intake (answers, BMI, flags) and the orders. */
export const doctorPatientDetailSchema = doctorPatientSchema.extend({
  bmi: z.number().nullable(),
  heightInches: z.number().nullable(),
  weightPounds: z.number().nullable(),
  latestIntake: z
    .object({
      orderId: z.uuid(),
      questionsList: z.array(questionSchema),
      answers: answersSchema,
      screeningFlags: z.array(screeningFindingSchema),
      submittedAt: z.string().nullable(),
    })
    .nullable(),
  orders: z.array(doctorOrderSummarySchema),
});
export type DoctorPatientDetail = z.infer<typeof doctorPatientDetailSchema>;
export const doctorPatientDetailReplySchema = envelope(doctorPatientDetailSchema);

/**
 * POST /doctors/create-new-order: an order the doctor prescribes directly, for one of their patients
 * (`patientId`) or for a new patient (`patient`, who must live in a state where the doctor is licensed).
 */
export const createNewOrderBodySchema = z
  .object({
    patientId: z.uuid().optional(),
    patient: doctorPatientFieldsSchema.partial({ address2: true, gender: true }).optional(),
    productVariationKey: z.string().max(80).optional(),
    planMonths: z.number().int().min(1).max(12).default(1),
    /**
     * The doctor saw the patient's open orders of this medication and wants another one anyway; without it such an
     * order is refused with 409 OPEN_ORDER_EXISTS (two clicks made two approved orders for the same patient).
     */
    confirmOpenOrder: z.boolean().optional(),
  })
  .refine((b) => Boolean(b.patientId) !== Boolean(b.patient), 'Give either patientId or a new patient');
export type CreateNewOrderBody = z.input<typeof createNewOrderBodySchema>;

/** The statuses of an order that is still open: under review, or approved and not yet sent to a pharmacy. */
export const OPEN_ORDER_STATUSES = ['PENDING_REVIEW', 'APPROVED'] as const;
export const OPEN_ORDER_EXISTS = 'OPEN_ORDER_EXISTS';

/** What the doctor reads before starting another order while `numbers` are open: the same words on both sides. */
export const openOrderWarning = (numbers: readonly number[], medication?: string) =>
  `This patient already has ${numbers.length === 1 ? 'an open order' : `${numbers.length} open orders`}${
    medication ? ` of ${medication}` : ''
  } (${numbers.map((n) => `#${n}`).join(', ')}). Start a new one only if this is a separate prescription.`;

export const doctorOrderFullReplySchema = envelope(doctorOrderFullSchema);

/** GET /doctors/medications: the medications a doctor can prescribe, each with its doses (product variations). */
export const doctorMedicationSchema = z.object({
  productId: z.uuid(),
  name: z.string(),
  medication: z.string(),
  description: z.string(),
  variations: z.array(z.object({ key: z.string(), name: z.string(), dose: z.string(), monthlyPriceCents: z.number().int() })),
});
export type DoctorMedication = z.infer<typeof doctorMedicationSchema>;
export const doctorMedicationsReplySchema = envelope(z.object({ medications: z.array(doctorMedicationSchema) }));
