import type { DoctorOrderDetail, DoctorOrderSummary } from '#contracts/order-review';
import type { Answers, Question } from '#contracts/onboarding';
import { ORDER_STATUS_TEXT } from '#contracts/orders';
import type { RenewalStatus } from '#contracts/renewals';
import type {
  PatientOrderDetail,
  AdminOrderDetail,
  OrderStatus,
  OrderSummary,
  PartnerOrderDetail,
  PartnerOrderSummary,
} from '#contracts/orders';
import { canTransition } from './order-states';
import type { PartnerOrderRow, StaffOrderDetailRow } from './orders.repository';
import type { StaffOrderRow } from './staff-orders.repository';

type SummaryRow = Pick<
  StaffOrderRow,
  | 'id'
  | 'number'
  | 'kind'
  | 'status'
  | 'approval_status'
  | 'payment_status'
  | 'billed_to'
  | 'product_variation_key'
  | 'product_name'
  | 'dose'
  | 'plan_months'
  | 'amount_cents'
  | 'tracking_number'
  | 'created_at'
  | 'updated_at'
>;

/** The summary of an order, as patients and staff both see it. */
export const orderSummaryView = (r: SummaryRow): OrderSummary => ({
  id: r.id,
  number: r.number,
  kind: r.kind,
  status: r.status as OrderStatus,
  approvalStatus: r.approval_status,
  paymentStatus: r.payment_status,
  billedTo: r.billed_to,
  productVariationKey: r.product_variation_key,
  productName: r.product_name,
  dose: r.dose,
  planMonths: r.plan_months,
  amountCents: r.amount_cents,
  trackingNumber: r.tracking_number,
  createdAt: r.created_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
});

export const patientNameOf = (r: { first_name: string; last_name: string }) => `${r.first_name} ${r.last_name}`;

/** An order as staff see it in lists: with the patient and the screening flags. */
export const staffOrderSummaryView = (r: StaffOrderRow): DoctorOrderSummary => ({
  ...orderSummaryView(r),
  patientId: r.patient_id,
  patientName: patientNameOf(r),
  patientState: r.patient_state,
  screeningFlags: r.screening_flags.map((f) => ({
    rule: f.rule,
    severity: f.severity === 'HARD_STOP' ? 'HARD_STOP' : 'FLAG',
    message: f.message,
  })),
  handedBackAt: r.handed_back_at?.toISOString() ?? null,
});

/** Whole years from a `YYYY-MM-DD` birth date to `today` (UTC): a birthday counts from its day. */
export function ageOn(dateOfBirth: string | null, today = new Date()): number | null {
  const match = dateOfBirth ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth) : null;
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  const beforeBirthday = today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  return today.getUTCFullYear() - year - (beforeBirthday ? 1 : 0);
}

const numberOrNull = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** What the detail adds that the order's row cannot say by itself: whether the photo ID arrived, whether the reader may approve. */
export type ReviewFacts = { photoIdOnFile: boolean; patientStateName: string | null; licensedInPatientState: boolean };

/** Only the rx details saved so far: the contract leaves the missing ones out. */
function rxInformation(row: StaffOrderDetailRow): DoctorOrderDetail['rxInformation'] {
  const rx: DoctorOrderDetail['rxInformation'] = { dose: row.rx_dose, directions: row.rx_directions };
  if (row.rx_quantity !== null) rx.quantity = row.rx_quantity;
  if (row.rx_refills !== null) rx.refills = row.rx_refills;
  if (row.rx_days_supply !== null) rx.daysSupply = row.rx_days_supply;
  return rx;
}

export const staffOrderDetailView = (row: StaffOrderDetailRow, questionsList: Question[], facts: ReviewFacts): DoctorOrderDetail => ({
  ...staffOrderSummaryView(row),
  dateOfBirth: row.date_of_birth,
  age: ageOn(row.date_of_birth),
  gender: row.gender,
  heightInches: numberOrNull(row.profile?.height),
  weightPounds: numberOrNull(row.profile?.weight),
  bmi: row.bmi === null || row.bmi === undefined ? null : Number(row.bmi),
  ...facts,
  handBack:
    row.handed_back_at && row.hand_back_reason
      ? {
          at: row.handed_back_at.toISOString(),
          doctorName: row.handed_back_by_first_name ? `Dr. ${row.handed_back_by_first_name} ${row.handed_back_by_last_name}` : 'A doctor',
          reason: row.hand_back_reason,
        }
      : null,
  questionsList,
  answers: (row.answers ?? {}) as Answers,
  doctorApproveQuestionsStatus: row.doctor_approve_questions_status,
  doctorDenialReason: row.doctor_denial_reason,
  doctorOverrideReason: row.doctor_override_reason,
  createdByDoctor: row.created_by_doctor,
  rxInformation: rxInformation(row),
  doctorNote: row.doctor_note,
  prescriptionId: row.prescription_id,
});

type PatientOrderRow = SummaryRow & {
  doctor_first_name: string | null;
  doctor_last_name: string | null;
  doctor_denial_reason: string | null;
};

export function patientOrderDetailView(
  row: PatientOrderRow,
  consents: { kind: string; text_version: string; signed_at: Date }[],
  payments: PatientOrderDetail['payments'],
): PatientOrderDetail {
  const text = ORDER_STATUS_TEXT[row.status as OrderStatus] ?? { label: row.status, nextStep: '' };
  return {
    ...orderSummaryView(row),
    statusLabel: text.label,
    nextStep: text.nextStep,
    doctorName: row.doctor_first_name ? `Dr. ${row.doctor_first_name} ${row.doctor_last_name}` : null,
    doctorDenialReason: row.doctor_denial_reason,
    consents: consents.map((c) => ({ kind: c.kind, textVersion: c.text_version, signedAt: c.signed_at.toISOString() })),
    payments,
  };
}

export const medicationView = (r: {
  id: string;
  product_name: string;
  medication: string;
  dose: string;
  status: string;
  created_at: Date;
}) => ({
  orderId: r.id,
  productName: r.product_name,
  medication: r.medication,
  dose: r.dose,
  status: r.status,
  since: r.created_at.toISOString(),
});

/** An order as its partner sees it in lists: with the patient and the partner's own note. */
export const partnerOrderSummaryView = (
  r: SummaryRow & Pick<StaffOrderRow, 'patient_id' | 'first_name' | 'last_name' | 'partner_note'>,
): PartnerOrderSummary => ({
  ...orderSummaryView(r),
  patientId: r.patient_id,
  patientName: patientNameOf(r),
  partnerNote: r.partner_note,
});

export const partnerOrderDetailView = (r: PartnerOrderRow): PartnerOrderDetail => ({
  ...partnerOrderSummaryView(r),
  patientEmail: r.email,
  patientPhoneNumber: r.phone_number,
  patientState: r.patient_state,
  doctorApproveQuestionsStatus: r.doctor_approve_questions_status,
  doctorName: r.doctor_first_name ? `Dr. ${r.doctor_first_name} ${r.doctor_last_name}` : null,
  startDate: r.start_date,
  renewsOn: r.renews_on,
  renewalStatus: r.renewal_status as RenewalStatus,
});

/** What the patient still has to do for an order: pay it (their own order, open, not paid yet), or nothing. */
export const awaitingPatientOf = (r: Pick<PartnerOrderRow, 'billed_to' | 'payment_status' | 'status'>): 'PAYMENT' | null =>
  r.billed_to === 'PATIENT' && (r.payment_status === 'UNPAID' || r.payment_status === 'FAILED') && canTransition(r.status, 'cancel')
    ? 'PAYMENT'
    : null;

/** An order as an administrator sees it: the partner's view, with the partner, the doctor and what needs attention. */
export const adminOrderDetailView = (r: PartnerOrderRow): AdminOrderDetail => ({
  ...partnerOrderDetailView(r),
  partnerId: r.partner_id,
  partnerName: r.partner_name,
  doctorId: r.doctor_id,
  attention: r.attention,
  createdByDoctor: r.created_by_doctor,
  billedTo: r.billed_to,
  awaitingPatient: awaitingPatientOf(r),
});
