import { z } from 'zod';
import { envelope, listQuerySchema, pageOf } from './common';
import { rxInformationSchema } from './order-review';

export const PHARMACY_PROVIDERS = ['RX_PROVIDER', 'DIGITAL_RX'] as const;
export const pharmacyProviderSchema = z.enum(PHARMACY_PROVIDERS);
export type PharmacyProvider = z.infer<typeof pharmacyProviderSchema>;
export const PHARMACY_PROVIDER_LABELS: Record<PharmacyProvider, string> = { RX_PROVIDER: 'RX provider', DIGITAL_RX: 'Digital Rx' };

/** A pharmacy as people read it: its name, and the provider it is reached through unless the name already says it. */
export function pharmacyName(pharmacy: { name: string; provider: PharmacyProvider }): string {
  const provider = PHARMACY_PROVIDER_LABELS[pharmacy.provider];
  return pharmacy.name.toLowerCase().includes(provider.toLowerCase()) ? pharmacy.name : `${pharmacy.name} (${provider})`;
}

export const PRESCRIPTION_STATUSES = [
  'CREATED',
  'SENDING',
  'FAILED',
  'RECEIVED',
  'PROCESSING',
  'SHIPPED',
  'DELIVERED',
  'CANCELLED',
] as const;
export const prescriptionStatusSchema = z.enum(PRESCRIPTION_STATUSES);
export type PrescriptionStatus = z.infer<typeof prescriptionStatusSchema>;

/** Plain words for each prescription status, for the doctor. */
export const PRESCRIPTION_STATUS_TEXT: Record<PrescriptionStatus, string> = {
  CREATED: 'Not sent yet',
  SENDING: 'Sending',
  FAILED: 'Sending failed',
  RECEIVED: 'Received by the pharmacy',
  PROCESSING: 'Being prepared',
  SHIPPED: 'Shipped',
  DELIVERED: 'Delivered',
  CANCELLED: 'Canceled',
};
/** Statuses of prescriptions that are done with: /past-prescriptions. */
export const PAST_PRESCRIPTION_STATUSES: readonly PrescriptionStatus[] = ['SHIPPED', 'DELIVERED', 'CANCELLED'];

export const pharmacySchema = z.object({ id: z.uuid(), provider: pharmacyProviderSchema, name: z.string() });
export type Pharmacy = z.infer<typeof pharmacySchema>;

export const prescriptionSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  orderId: z.uuid(),
  orderNumber: z.number().int(),
  patientId: z.uuid(),
  patientName: z.string(),
  patientState: z.string().nullable(),
  productVariationKey: z.string(),
  medication: z.string(),
  dose: z.string(),
  directions: z.string(),
  quantity: z.number().int(),
  refills: z.number().int(),
  daysSupply: z.number().int(),
  note: z.string().nullable(),
  status: prescriptionStatusSchema,
  pharmacy: pharmacySchema.nullable(),
  externalId: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  failureReason: z.string().nullable(),
  sentAt: z.string().nullable(),
  statusCheckedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Prescription = z.infer<typeof prescriptionSchema>;
export const prescriptionReplySchema = envelope(prescriptionSchema);

/**
 * POST /doctors/prescriptions: the order's prescription, from the order's medication and the rx information
 * given here (or saved on the order). One per order: asking again returns the same prescription.
 */
export const createPrescriptionBodySchema = z.object({
  orderId: z.uuid(),
  rxInformation: rxInformationSchema.optional(),
  note: z.string().trim().max(2000).optional(),
});
export type CreatePrescriptionBody = z.infer<typeof createPrescriptionBodySchema>;

/** POST /doctors/rx-provider/send-prescription and /doctors/digital-rx/send-prescription. */
export const sendPrescriptionBodySchema = z.object({ orderId: z.uuid() });
export type SendPrescriptionBody = z.infer<typeof sendPrescriptionBodySchema>;

/** POST /doctors/digital-rx/check-prescription-status. */
export const checkPrescriptionStatusBodySchema = z.object({ orderId: z.uuid() });

/** GET /doctors/prescriptions: `past=true` lists shipped, delivered and canceled ones. */
export const prescriptionListQuerySchema = listQuerySchema(
  ['createdAt:desc', 'createdAt:asc', 'number:desc', 'number:asc'],
  'createdAt:desc',
).extend({
  past: z.enum(['true', 'false']).optional(),
  status: prescriptionStatusSchema.optional(),
});
export type PrescriptionListQuery = z.infer<typeof prescriptionListQuerySchema>;
export const prescriptionListReplySchema = envelope(pageOf(prescriptionSchema));

/** GET /doctors/pharmacies: the pharmacies assigned to the doctor, the only ones they may send to. */
export const pharmaciesReplySchema = envelope(z.object({ pharmacies: z.array(pharmacySchema) }));

/** POST /doctors/orders/{id}/users/{userId}/rx-here: `id` is the order, `userId` its patient's user. */
export const rxHereParamsSchema = z.object({ id: z.uuid(), userId: z.uuid() });
