import type {
  ApproveIntakeBody,
  CreateNewOrderBody,
  DoctorOrderDetail,
  DoctorOrderSummary,
  PhotoIdLink,
  UpdateDoctorOrderBody,
} from '@contracts/order-review';
import { ORDER_STATUSES } from '@contracts/orders';
import type {
  PatientOrderDetail,
  AdminOrderDetail,
  AdminOrderMedications,
  AdminOrders,
  UpdateAdminOrderBody,
  OrderStatus,
  OrderSummary,
  PartnerOrderDetail,
  PartnerOrderSummary,
  OrderStats,
  PartnerDashboardSummary,
  UpdatePartnerOrderBody,
  OrderIntakeForm,
} from '@contracts/orders';
import { mockApi, type Answer, type Call } from './http';
import { ORDER_ID, PATIENT_ID } from './ids';

// Orders as the patient and the doctor see them, and the calls on them.

export { ORDER_ID } from './ids';

/** An order as a patient lists it. */
export function orderSummary(overrides: Partial<OrderSummary> = {}): OrderSummary {
  return {
    id: ORDER_ID,
    number: 1042,
    kind: 'NEW',
    status: 'PENDING_REVIEW',
    approvalStatus: 'PENDING',
    paymentStatus: 'PAID',
    billedTo: 'PATIENT',
    productVariationKey: 'semaglutide-3m',
    productName: 'Semaglutide program',
    dose: '0.25 mg weekly',
    planMonths: 3,
    amountCents: 29_900,
    trackingNumber: null,
    createdAt: '2026-03-10T15:00:00.000Z',
    updatedAt: '2026-03-10T15:00:00.000Z',
    ...overrides,
  };
}

/** One of the patient's own orders, in full. */
export function patientOrderDetail(overrides: Partial<PatientOrderDetail> = {}): PatientOrderDetail {
  return {
    ...orderSummary(),
    statusLabel: 'Under review',
    nextStep: 'A licensed doctor is reviewing your answers.',
    doctorName: null,
    doctorDenialReason: null,
    consents: [],
    payments: [],
    ...overrides,
  };
}

/** An order as a doctor lists it: with its patient and screening flags. */
export function doctorOrderSummary(overrides: Partial<DoctorOrderSummary> = {}): DoctorOrderSummary {
  return {
    ...orderSummary(),
    patientId: PATIENT_ID,
    patientName: 'Pat Jordan',
    patientState: 'CA',
    screeningFlags: [],
    handedBackAt: null,
    ...overrides,
  };
}

/** An order as a doctor opens it: with the intake, the decision and the prescription's details. */
export function doctorOrderDetail(overrides: Partial<DoctorOrderDetail> = {}): DoctorOrderDetail {
  return {
    ...doctorOrderSummary(),
    dateOfBirth: '1985-07-14',
    age: 41,
    gender: 'female',
    heightInches: 66,
    weightPounds: 194,
    bmi: 31.24,
    photoIdOnFile: true,
    patientStateName: 'California',
    licensedInPatientState: true,
    handBack: null,
    questionsList: [],
    answers: {},
    doctorApproveQuestionsStatus: null,
    doctorDenialReason: null,
    doctorOverrideReason: null,
    createdByDoctor: false,
    rxInformation: {},
    doctorNote: null,
    prescriptionId: null,
    ...overrides,
  };
}

type DoctorOrders = { orders: DoctorOrderSummary[]; total: number; totalIsEstimate?: boolean; nextCursor?: string };
type PatientOrders = { orders: OrderSummary[]; total: number };

/** GET /doctors/orders (see http.ts' ordersPage for a paged list). */
export const mockDoctorOrders = (answer: Answer<DoctorOrders> = { orders: [doctorOrderSummary()], total: 1 }) =>
  mockApi('get', '/doctors/orders', answer);

/** GET /doctors/orders/{id}, for any id. */
export const mockDoctorOrder = (answer: Answer<DoctorOrderDetail> = doctorOrderDetail()) => mockApi('get', '/doctors/orders/:id', answer);

/** PATCH /doctors/orders/{id}: by default the order with the fields sent. */
export const mockUpdateDoctorOrder = (
  answer: Answer<DoctorOrderDetail, UpdateDoctorOrderBody> = ({ body }) => ({ ...doctorOrderDetail(), ...body }) as DoctorOrderDetail,
) => mockApi('patch', '/doctors/orders/:id', answer);

/** GET /doctors/orders/{id}/photo-id: a signed link of a few minutes (a data URL here, so that the image loads offline). */
export const PHOTO_ID_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
export const mockPhotoIdLink = (
  answer: Answer<PhotoIdLink> = { url: PHOTO_ID_URL, expiresAt: '2026-03-10T15:05:00.000Z', contentType: 'image/png' },
) => mockApi('get', '/doctors/orders/:id/photo-id', answer);

/** POST /doctors/create-new-order. */
export const mockCreateNewOrder = (answer: Answer<DoctorOrderDetail, CreateNewOrderBody> = doctorOrderDetail()) =>
  mockApi('post', '/doctors/create-new-order', answer, { status: 201 });

/** PATCH /doctors/orders/{id}/approve-intake-questions: the order (without its prescription details); no message, so the
 * dialog's own per-decision words show. */
export const mockDecideIntake = (answer: Answer<DoctorOrderSummary, ApproveIntakeBody>) =>
  mockApi('patch', '/doctors/orders/:id/approve-intake-questions', answer);

/** GET /patient/orders (see http.ts' ordersPage for a paged list). */
export const mockPatientOrders = (answer: Answer<PatientOrders> = { orders: [orderSummary()], total: 1 }) =>
  mockApi('get', '/patient/orders', answer);

/** GET /patient/orders/{id}, for any id. */
export const mockPatientOrder = (answer: Answer<PatientOrderDetail> = patientOrderDetail()) =>
  mockApi('get', '/patient/orders/:id', answer);

/**
 * GET /doctors/orders as the server pages it: `count` orders (the n-th from 1 made by `row`), by `page` or, with `after`,
 * right after the order a cursor names (then `page` is not read). A full page carries the cursor for the next one. Past
 * `cap` orders, `total` is the cap and `totalIsEstimate` is set.
 */
export function keysetDoctorOrders(count: number, row: (n: number) => DoctorOrderSummary, { cap = 1000 } = {}) {
  const cursorAfter = (n: number) => `cursor-after-${n}`;
  return mockDoctorOrders(({ query }: Call) => {
    const limit = Number(query.limit);
    const start = query.after ? Number(query.after.replace('cursor-after-', '')) : (Number(query.page) - 1) * limit;
    const last = Math.min(count, start + limit);
    const orders = Array.from({ length: Math.max(0, last - start) }, (_, i) => row(start + i + 1));
    return {
      orders,
      total: Math.min(count, cap),
      ...(count > cap ? { totalIsEstimate: true } : {}),
      ...(orders.length === limit ? { nextCursor: cursorAfter(last) } : {}),
    };
  });
}

// The partner's view: their patients' orders, the dashboard's order figures and the order stats per product.

/** An order as its partner lists it. */
export function partnerOrderSummary(overrides: Partial<PartnerOrderSummary> = {}): PartnerOrderSummary {
  return { ...orderSummary(), patientId: PATIENT_ID, patientName: 'Pat Jordan', partnerNote: null, ...overrides };
}

/** An order as its partner opens it. */
export function partnerOrderDetail(overrides: Partial<PartnerOrderDetail> = {}): PartnerOrderDetail {
  return {
    ...partnerOrderSummary(),
    patientEmail: 'patient@demo.test',
    patientPhoneNumber: '+12025550108',
    patientState: 'CA',
    doctorApproveQuestionsStatus: null,
    doctorName: 'Dr. Dana Whitfield',
    startDate: null,
    renewsOn: null,
    renewalStatus: 'PENDING',
    ...overrides,
  };
}

type PartnerOrders = { orders: PartnerOrderSummary[]; total: number };

/** GET /gym-owner/orders. */
export const mockPartnerOrders = (answer: Answer<PartnerOrders> = { orders: [partnerOrderSummary()], total: 1 }) =>
  mockApi('get', '/gym-owner/orders', answer);

/** GET /gym-owner/orders/{id}, for any id. */
export const mockPartnerOrder = (answer: Answer<PartnerOrderDetail> = partnerOrderDetail()) =>
  mockApi('get', '/gym-owner/orders/:id', answer);

/** PATCH /gym-owner/orders/{id}: by default the order with the fields sent, and the server's message. */
export const mockUpdatePartnerOrder = (
  answer: Answer<PartnerOrderDetail, UpdatePartnerOrderBody> = ({ body }) => ({ ...partnerOrderDetail(), ...body }) as PartnerOrderDetail,
) => mockApi('patch', '/gym-owner/orders/:id', answer, { message: 'Order updated successfully' });

/** GET /gym-owner/dashboard/summary. */
export const mockPartnerDashboardSummary = (
  answer: Answer<PartnerDashboardSummary> = {
    totalOrders: 12,
    ordersThisMonth: 4,
    awaitingApproval: 2,
    activeTreatments: 6,
    renewalsDueSoon: 3,
    salesCents: 358_800,
  },
) => mockApi('get', '/gym-owner/dashboard/summary', answer);

/** GET /gym-owner/dashboard/orders/count-by-status: every status, zero included. */
export const mockPartnerOrdersCountByStatus = (
  answer: Answer<{ counts: { status: OrderStatus; count: number }[]; total: number }> = {
    counts: ORDER_STATUSES.map((status) => ({ status, count: status === 'PENDING_REVIEW' ? 2 : 1 })),
    total: ORDER_STATUSES.length + 1,
  },
) => mockApi('get', '/gym-owner/dashboard/orders/count-by-status', answer);

/** GET /gym-owner/dashboard/orders/quick-approval. */
export const mockPartnerQuickApproval = (answer: Answer<PartnerOrders> = { orders: [partnerOrderSummary()], total: 1 }) =>
  mockApi('get', '/gym-owner/dashboard/orders/quick-approval', answer);

/** GET /gym-owner/medication-products/orders/stats. */
export const mockPartnerOrderStats = (
  answer: Answer<OrderStats> = {
    products: [
      {
        productId: '66666666-6666-4666-8666-666666666601',
        productName: 'Semaglutide program',
        medication: 'semaglutide',
        orders: 8,
        patients: 6,
        salesCents: 239_200,
      },
    ],
  },
) => mockApi('get', '/gym-owner/medication-products/orders/stats', answer);

// Every order as the super admin sees it (GET/PATCH/POST /super-admin/orders...).

export const ADMIN_PARTNER = { id: '55555555-5555-4555-8555-555555555501', name: 'Summit Strength Gym' };
export const ADMIN_DOCTOR = { id: '55555555-5555-4555-8555-555555555502', name: 'Dr. Dana Whitfield' };

/** An order as the super admin opens it. */
export function adminOrderDetail(overrides: Partial<AdminOrderDetail> = {}): AdminOrderDetail {
  return {
    ...partnerOrderDetail(),
    partnerId: ADMIN_PARTNER.id,
    partnerName: ADMIN_PARTNER.name,
    doctorId: ADMIN_DOCTOR.id,
    attention: null,
    createdByDoctor: false,
    billedTo: 'PATIENT',
    awaitingPatient: null,
    ...overrides,
  };
}

/** GET /super-admin/orders: a page, with the partners and doctors the filters offer. */
export const mockAdminOrders = (
  answer: Answer<AdminOrders> = {
    orders: [partnerOrderSummary()],
    total: 1,
    filterOptions: { partners: [ADMIN_PARTNER], doctors: [ADMIN_DOCTOR] },
  },
) => mockApi('get', '/super-admin/orders', answer);

/** GET /super-admin/orders/{id}, for any id. */
export const mockAdminOrder = (answer: Answer<AdminOrderDetail> = adminOrderDetail()) => mockApi('get', '/super-admin/orders/:id', answer);

/** GET /super-admin/orders/{id}/medications. */
export const mockAdminOrderMedications = (
  answer: Answer<AdminOrderMedications> = {
    current: {
      productVariationKey: 'sema-starter',
      productId: '66666666-6666-4666-8666-666666666601',
      productName: 'Semaglutide program',
      medication: 'semaglutide',
      dose: '0.25 mg to 1 mg weekly',
      planMonths: 1,
      amountCents: 29_900,
    },
    changeable: true,
    options: [
      {
        productVariationKey: 'sema-starter',
        productName: 'Semaglutide program',
        dose: '0.25 mg to 1 mg weekly',
        monthlyPriceCents: 29_900,
      },
      {
        productVariationKey: 'sema-maintenance',
        productName: 'Semaglutide program',
        dose: '1.7 mg to 2.4 mg weekly',
        monthlyPriceCents: 39_900,
      },
    ],
  },
) => mockApi('get', '/super-admin/orders/:id/medications', answer);

/** PATCH /super-admin/orders/{id}: by default the order with the fields sent, and the server's message. */
export const mockUpdateAdminOrder = (
  answer: Answer<AdminOrderDetail, UpdateAdminOrderBody> = ({ body }) => {
    const { medicationPackages: _, ...rest } = body;
    return { ...adminOrderDetail(), ...rest } as AdminOrderDetail;
  },
) => mockApi('patch', '/super-admin/orders/:id', answer, { message: 'Order updated successfully' });

/** POST /super-admin/orders/{id}/resend-reminder. */
export const mockResendOrderReminder = (
  answer: Answer<{ reminder: 'PAYMENT'; sentTo: string }> = { reminder: 'PAYMENT', sentTo: 'patient@demo.test' },
) => mockApi('post', '/super-admin/orders/:id/resend-reminder', answer, { message: 'Reminder sent successfully' });

/** POST /super-admin/orders/{id}/duplicate: the copy. */
export const mockDuplicateOrder = (
  answer: Answer<AdminOrderDetail> = adminOrderDetail({ id: '77777777-7777-4777-8777-000000000099', number: 1099 }),
) => mockApi('post', '/super-admin/orders/:id/duplicate', answer, { status: 201, message: 'Order duplicated successfully' });

// The Patient Intake Form (partner and admin portals) and the partner's medication step.

/** What GET /gym-owner/orders/{id}/intake and /super-admin/orders/{id}/intake answer: one flag, one question answered. */
export function orderIntakeForm(overrides: Partial<OrderIntakeForm> = {}): OrderIntakeForm {
  return {
    orderId: ORDER_ID,
    number: 1042,
    createdAt: '2026-03-10T15:00:00.000Z',
    patientName: 'Pat Jordan',
    patientState: 'CA',
    productName: 'Semaglutide program',
    dose: '0.25 mg weekly',
    bmi: 31.4,
    screeningFlags: [{ rule: 'DIABETES', severity: 'FLAG', message: 'Diabetes: review glucose-lowering medication.' }],
    questionsList: [
      {
        id: '88888888-8888-4888-8888-000000000001',
        key: 'goal_weight',
        step: 'goals',
        position: 1,
        text: 'What is your goal weight?',
        help: null,
        type: 'NUMBER',
        options: [],
        required: true,
        shownWhen: null,
      },
    ],
    answers: { '88888888-8888-4888-8888-000000000001': 160 },
    ...overrides,
  };
}

/** GET /gym-owner/orders/{id}/intake. */
export const mockPartnerOrderIntake = (answer: Answer<OrderIntakeForm> = orderIntakeForm()) =>
  mockApi('get', '/gym-owner/orders/:id/intake', answer);

/** GET /super-admin/orders/{id}/intake. */
export const mockAdminOrderIntake = (answer: Answer<OrderIntakeForm> = orderIntakeForm()) =>
  mockApi('get', '/super-admin/orders/:id/intake', answer);

/** GET /gym-owner/orders/{id}/medications: the default order's package (semaglutide-3m) and another dose of it. */
export const mockPartnerOrderMedications = (
  answer: Answer<AdminOrderMedications> = {
    current: {
      productVariationKey: 'semaglutide-3m',
      productId: '66666666-6666-4666-8666-666666666601',
      productName: 'Semaglutide program',
      medication: 'semaglutide',
      dose: '0.25 mg weekly',
      planMonths: 3,
      amountCents: 29_900,
    },
    changeable: true,
    options: [
      { productVariationKey: 'semaglutide-3m', productName: 'Semaglutide program', dose: '0.25 mg weekly', monthlyPriceCents: 9_967 },
      { productVariationKey: 'semaglutide-1mg', productName: 'Semaglutide program', dose: '1 mg weekly', monthlyPriceCents: 12_900 },
    ],
  },
) => mockApi('get', '/gym-owner/orders/:id/medications', answer);
