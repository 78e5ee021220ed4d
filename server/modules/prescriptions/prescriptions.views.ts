import type { Prescription } from '#contracts/prescriptions';
import type { PrescriptionRow } from './prescriptions.repository';

export const prescriptionView = (r: PrescriptionRow): Prescription => ({
  id: r.id,
  number: r.number,
  orderId: r.order_id,
  orderNumber: r.order_number,
  patientId: r.patient_id,
  patientName: `${r.first_name} ${r.last_name}`,
  patientState: r.patient_state,
  productVariationKey: r.product_variation_key,
  medication: r.medication,
  dose: r.dose,
  directions: r.directions,
  quantity: r.quantity,
  refills: r.refills,
  daysSupply: r.days_supply,
  note: r.note,
  status: r.status,
  pharmacy:
    r.pharmacy_id && r.pharmacy_provider && r.pharmacy_name
      ? { id: r.pharmacy_id, provider: r.pharmacy_provider, name: r.pharmacy_name }
      : null,
  externalId: r.external_id,
  trackingNumber: r.tracking_number,
  failureReason: r.failure_reason,
  sentAt: r.sent_at?.toISOString() ?? null,
  statusCheckedAt: r.status_checked_at?.toISOString() ?? null,
  createdAt: r.created_at.toISOString(),
});
