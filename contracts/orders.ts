import { z } from 'zod';
import { envelope, inOrder, listQuerySchema, changesOf } from './common';
import { answersSchema, questionSchema, screeningFindingSchema } from './onboarding';
import { renewalStatusSchema } from './renewals';

export const ORDER_STATUSES = ['PENDING_REVIEW', 'APPROVED', 'DENIED', 'SENT_TO_PHARMACY', 'SHIPPED', 'DELIVERED', 'CANCELLED'] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;
export const paymentStatusSchema = z.enum(['UNPAID', 'PAID', 'FAILED', 'REFUNDED']);

/** Plain words for each status and what happens next, shown to patients. */
export const ORDER_STATUS_TEXT: Record<OrderStatus, { label: string; nextStep: string }> = {
  PENDING_REVIEW: {
    label: 'Under review',
    nextStep: 'A licensed doctor is reviewing your answers. We will email you when there is news, usually within one business day.',
  },
  APPROVED: { label: 'Approved', nextStep: 'Your doctor approved your treatment. The prescription is being sent to the pharmacy.' },
  DENIED: {
    label: 'Not approved',
    nextStep:
      'Your doctor decided this treatment is not right for you, so your payment is refunded in full. See the note from your doctor.',
  },
  SENT_TO_PHARMACY: { label: 'At the pharmacy', nextStep: 'The pharmacy is preparing your medication.' },
  SHIPPED: { label: 'Shipped', nextStep: 'Your medication is on its way. Track it with the tracking number shown with this order.' },
  DELIVERED: { label: 'Delivered', nextStep: 'Your medication was delivered. Message your care team with any questions.' },
  CANCELLED: { label: 'Canceled', nextStep: 'This order was canceled.' },
};

export const orderSummarySchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  kind: z.enum(['NEW', 'RENEWAL']),
  status: orderStatusSchema,
  approvalStatus: z.string(),
  paymentStatus: paymentStatusSchema,
  /** PARTNER: the patient's partner pays for it (on the partner's invoice); PATIENT: paid by the patient at checkout. */
  billedTo: z.enum(['PATIENT', 'PARTNER']),
  productVariationKey: z.string(),
  productName: z.string(),
  dose: z.string(),
  planMonths: z.number().int(),
  amountCents: z.number().int(),
  trackingNumber: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const ORDER_SORTS = ['createdAt:desc', 'createdAt:asc', 'number:desc', 'number:asc', 'status:asc', 'status:desc'] as const;
/** `search` matches the order number or the product name. */
export const orderListQuerySchema = listQuerySchema(ORDER_SORTS, 'createdAt:desc');
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

// The partner's view of their patients' orders (GET/PATCH /gym-owner/orders, the dashboard's order counts).

/**
 * `approvalStatus` is the partner's sign-off on an order, not the doctor's clinical decision: PENDING until the
 * partner approves or declines it, while it waits for the doctor's review. A decline withdraws the order (it is
 * canceled and refunded), so that a doctor never reviews an order the partner declined.
 */
export const APPROVAL_STATUSES = ['PENDING', 'APPROVED', 'DENIED'] as const;
export const approvalStatusSchema = z.enum(APPROVAL_STATUSES);
export type ApprovalStatus = z.infer<typeof approvalStatusSchema>;

/** GET /gym-owner/orders: `search` matches the order number, the patient's name or e-mail, or the product. */
export const partnerOrderListQuerySchema = orderListQuerySchema.extend({
  status: orderStatusSchema.optional(),
  approvalStatus: approvalStatusSchema.optional(),
});
export type PartnerOrderListQuery = z.infer<typeof partnerOrderListQuerySchema>;

export const partnerOrderSummarySchema = orderSummarySchema.extend({
  patientId: z.uuid(),
  patientName: z.string(),
  partnerNote: z.string().nullable(),
});
export type PartnerOrderSummary = z.infer<typeof partnerOrderSummarySchema>;
/** `total` is exact, but counted only up to 1,000 (then `totalIsEstimate`) for a search or an `approvalStatus` filter. */
export const partnerOrdersReplySchema = envelope(
  z.object({ orders: z.array(partnerOrderSummarySchema), total: z.number().int(), totalIsEstimate: z.boolean().optional() }),
);

/** GET /gym-owner/orders/{id}: the order with the patient's contact details and where the doctor's review stands. */
export const partnerOrderDetailSchema = partnerOrderSummarySchema.extend({
  patientEmail: z.string(),
  patientPhoneNumber: z.string().nullable(),
  patientState: z.string().nullable(),
  /** The doctor's decision on the intake (APPROVED, DENIED) or null while it is under review. */
  doctorApproveQuestionsStatus: z.string().nullable(),
  doctorName: z.string().nullable(),
  startDate: z.string().nullable(),
  renewsOn: z.string().nullable(),
  renewalStatus: renewalStatusSchema,
});
export type PartnerOrderDetail = z.infer<typeof partnerOrderDetailSchema>;
export const partnerOrderReplySchema = envelope(partnerOrderDetailSchema);

/** An order's one medication package (dose, plan), as a PATCH of the order names it. */
const medicationPackagesSchema = z
  .array(z.object({ productVariationKey: z.string().min(1).max(100), planMonths: z.number().int().min(1).max(12).optional() }))
  .length(1, 'An order has one medication package');

/**
 * PATCH /gym-owner/orders/{id}: only the fields sent change. A partner approves or declines an order awaiting the
 * doctor (`approvalStatus`), may cancel one that has not gone to a pharmacy (`status: CANCELLED`), and keeps a note.
 * Approving or denying an order clinically, and moving it through the pharmacy, are not the partner's.
 */
export const updatePartnerOrderBodySchema = changesOf(
  z.object({
    approvalStatus: z.enum(['APPROVED', 'DENIED']),
    status: orderStatusSchema,
    partnerNote: z.string().trim().max(2000),
    /** The order's one package (dose, plan): only while the order waits for the doctor; a paid order keeps its product and plan. */
    medicationPackages: medicationPackagesSchema,
  }),
);
export type UpdatePartnerOrderBody = z.infer<typeof updatePartnerOrderBodySchema>;

/** GET /gym-owner/dashboard/orders/count-by-status: every status, zero included. */
export const ordersCountByStatusReplySchema = envelope(
  z.object({ counts: z.array(z.object({ status: orderStatusSchema, count: z.number().int() })), total: z.number().int() }),
);

/** GET /gym-owner/dashboard/orders/quick-approval: the oldest orders awaiting the partner's approval. */
export const quickApprovalQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(50).default(5) });
export const quickApprovalReplySchema = envelope(z.object({ orders: z.array(partnerOrderSummarySchema), total: z.number().int() }));

/** GET /gym-owner/medication-products/orders/stats: orders and sales per product, in a date range (default: all). */
export const orderStatsQuerySchema = inOrder(z.object({ startDate: z.iso.date().optional(), endDate: z.iso.date().optional() }), 'endDate');
export const orderStatsReplySchema = envelope(
  z.object({
    products: z.array(
      z.object({
        productId: z.uuid(),
        productName: z.string(),
        medication: z.string(),
        orders: z.number().int(),
        patients: z.number().int(),
        salesCents: z.number().int(),
      }),
    ),
  }),
);
export type OrderStats = z.infer<typeof orderStatsReplySchema>['data'];

/** GET /gym-owner/dashboard/summary: the partner's orders at a glance. */
export const partnerDashboardSummaryReplySchema = envelope(
  z.object({
    totalOrders: z.number().int(),
    ordersThisMonth: z.number().int(),
    awaitingApproval: z.number().int(),
    activeTreatments: z.number().int(),
    renewalsDueSoon: z.number().int(),
    salesCents: z.number().int(),
  }),
);
export type PartnerDashboardSummary = z.infer<typeof partnerDashboardSummaryReplySchema>['data'];

// The super admin's view of every order (GET/PATCH/POST /super-admin/orders...).

export const ADMIN_ORDER_SORTS = ['createdAt:desc', 'createdAt:asc', 'number:desc', 'number:asc'] as const;

/**
 * GET /super-admin/orders: every order; `search` matches the order number, the patient's name or e-mail, or the
 * product; `from` and `to` are calendar days (UTC) of the order's creation, both included.
 */
export const adminOrderListQuerySchema = listQuerySchema(ADMIN_ORDER_SORTS, 'createdAt:desc')
  .extend({
    status: orderStatusSchema.optional(),
    partnerId: z.uuid().optional(),
    doctorId: z.uuid().optional(),
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'from must not be after to', path: ['to'] });
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuerySchema>;

export const namedOptionSchema = z.object({ id: z.uuid(), name: z.string() });
export type NamedOption = z.infer<typeof namedOptionSchema>;

/** The list's page, and the partners and doctors its filters offer. */
export const adminOrdersReplySchema = envelope(
  z.object({
    orders: z.array(partnerOrderSummarySchema),
    /** Capped at 1,000 (then `totalIsEstimate`): counting every order costs more than the page. */
    total: z.number().int(),
    totalIsEstimate: z.boolean().optional(),
    filterOptions: z.object({ partners: z.array(namedOptionSchema), doctors: z.array(namedOptionSchema) }),
  }),
);
export type AdminOrders = z.infer<typeof adminOrdersReplySchema>['data'];

/** GET /super-admin/orders/{id}: the partner's view of the order, with whose it is and what needs an administrator. */
export const adminOrderDetailSchema = partnerOrderDetailSchema.extend({
  partnerId: z.uuid().nullable(),
  partnerName: z.string().nullable(),
  doctorId: z.uuid().nullable(),
  /** Why an administrator must look at it (REFUND_FAILED), or null. */
  attention: z.string().nullable(),
  createdByDoctor: z.boolean(),
  billedTo: z.enum(['PATIENT', 'PARTNER']),
  /** What the patient still has to do for this order, which a reminder asks them to finish (null: nothing). */
  awaitingPatient: z.enum(['PAYMENT']).nullable(),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;
export const adminOrderReplySchema = envelope(adminOrderDetailSchema);

/**
 * PATCH /super-admin/orders/{id}: only the fields sent change (the form sends only those filled in).
 * `status` may only be CANCELLED (the cancel transition of the order's state machine: refunded when paid);
 * `approvalStatus` is the partner's sign-off, which an administrator may give or take back for them while the order
 * waits for the doctor (DENIED withdraws it, as the partner's decline does); `medicationPackages` names the dose
 * (product variation) and plan of the order's one package, while it is open: a paid order keeps its product.
 */
export const updateAdminOrderBodySchema = changesOf(
  z.object({
    approvalStatus: approvalStatusSchema,
    status: orderStatusSchema,
    partnerNote: z.string().trim().max(2000),
    medicationPackages: medicationPackagesSchema,
  }),
);
export type UpdateAdminOrderBody = z.infer<typeof updateAdminOrderBodySchema>;

/** GET /super-admin/orders/{id}/medications: the order's package and the doses it may change to. */
export const adminOrderMedicationsReplySchema = envelope(
  z.object({
    current: z.object({
      productVariationKey: z.string(),
      productId: z.uuid(),
      productName: z.string(),
      medication: z.string(),
      dose: z.string(),
      planMonths: z.number().int(),
      amountCents: z.number().int(),
    }),
    /** Whether the package may still change (the order is open, its prescription not sent). */
    changeable: z.boolean(),
    /** Doses it may change to: of the same product once paid, of any product otherwise. */
    options: z.array(
      z.object({ productVariationKey: z.string(), productName: z.string(), dose: z.string(), monthlyPriceCents: z.number().int() }),
    ),
  }),
);
export type AdminOrderMedications = z.infer<typeof adminOrderMedicationsReplySchema>['data'];

/** POST /super-admin/orders/{id}/resend-reminder: which reminder went to whom. */
export const resendReminderReplySchema = envelope(z.object({ reminder: z.enum(['PAYMENT']), sentTo: z.string() }));

/** POST /super-admin/duplicate-existing-order/{orderId}: the patient the new order is for. */
export const duplicateExistingOrderBodySchema = z.object({ patientId: z.uuid() });
export const orderIdParamsSchema = z.object({ orderId: z.uuid() });

/** GET /gym-owner/orders/{id}/medications: the same reply as the administrator's (changeable only while awaiting the doctor). */
export const partnerOrderMedicationsReplySchema = adminOrderMedicationsReplySchema;

/**
 * GET /gym-owner/orders/{id}/intake and /super-admin/orders/{id}/intake: what the Patient Intake Form (PDF) prints:
 * the order, its patient, the screening flags, and every question with the patient's answer (none for an order a
 * doctor created without an intake).
 */
export const orderIntakeFormSchema = z.object({
  orderId: z.uuid(),
  number: z.number().int(),
  createdAt: z.string(),
  patientName: z.string(),
  patientState: z.string().nullable(),
  productName: z.string(),
  dose: z.string(),
  bmi: z.number().nullable(),
  screeningFlags: z.array(screeningFindingSchema),
  questionsList: z.array(questionSchema),
  answers: answersSchema,
});
export type OrderIntakeForm = z.infer<typeof orderIntakeFormSchema>;
export const orderIntakeFormReplySchema = envelope(orderIntakeFormSchema);

/** A patient's own orders (GET /patient/orders), one of them with its consents and payments, and their medications. */
export const patientOrdersReplySchema = envelope(z.object({ orders: z.array(orderSummarySchema), total: z.number().int() }));

export const patientOrderDetailSchema = orderSummarySchema.extend({
  statusLabel: z.string(),
  nextStep: z.string(),
  doctorName: z.string().nullable(),
  doctorDenialReason: z.string().nullable(),
  consents: z.array(z.object({ kind: z.string(), textVersion: z.string(), signedAt: z.string() })),
  payments: z.array(
    z.object({ status: z.string(), amountCents: z.number().int(), cardLast4: z.string().nullable(), createdAt: z.string() }),
  ),
});
export type PatientOrderDetail = z.infer<typeof patientOrderDetailSchema>;
export const patientOrderReplySchema = envelope(patientOrderDetailSchema);

export const medicationSchema = z.object({
  orderId: z.uuid(),
  productName: z.string(),
  medication: z.string(),
  dose: z.string(),
  status: z.string(),
  since: z.string(),
});
export type Medication = z.infer<typeof medicationSchema>;
export const medicationsReplySchema = envelope(z.object({ medications: z.array(medicationSchema) }));
