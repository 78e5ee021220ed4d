import { z } from 'zod';
import type { AdminOrderDetail, AdminOrderMedications, UpdateAdminOrderBody } from '@contracts/orders';

export const NOTE_MAX = 2000;

/** The administrator's order form: an empty select keeps what is on file. */
export const orderFormSchema = z.object({
  status: z.enum(['', 'CANCELLED']),
  approvalStatus: z.enum(['', 'PENDING', 'APPROVED', 'DENIED']),
  partnerNote: z.string().trim().max(NOTE_MAX, `Use at most ${NOTE_MAX} characters`),
  productVariationKey: z.string(),
});
export type OrderFormValues = z.infer<typeof orderFormSchema>;

export const orderToForm = (order: AdminOrderDetail): OrderFormValues => ({
  status: '',
  approvalStatus: '',
  partnerNote: order.partnerNote ?? '',
  productVariationKey: '',
});

/** An order waiting for the doctor can be signed off for its partner; one not yet at a pharmacy can be cancelled. */
export const canSignOff = (order: AdminOrderDetail) => order.status === 'PENDING_REVIEW';
export const canCancel = (order: AdminOrderDetail) => order.status === 'PENDING_REVIEW' || order.status === 'APPROVED';

/** The PATCH body: only the fields filled in that differ from the order (SPEC §5). */
export function changedOrderFields(values: OrderFormValues, order: AdminOrderDetail): UpdateAdminOrderBody {
  const body: UpdateAdminOrderBody = {};
  if (values.status && values.status !== order.status) body.status = values.status;
  if (values.approvalStatus && values.approvalStatus !== order.approvalStatus) body.approvalStatus = values.approvalStatus;
  if (values.partnerNote && values.partnerNote !== (order.partnerNote ?? '')) body.partnerNote = values.partnerNote;
  if (values.productVariationKey && values.productVariationKey !== order.productVariationKey)
    body.medicationPackages = [{ productVariationKey: values.productVariationKey }];
  return body;
}

/** The doses the medication select offers, the current one first. */
export const doseOptions = (medications: AdminOrderMedications | undefined) =>
  (medications?.options ?? []).map((o) => ({ value: o.productVariationKey, label: `${o.productName}, ${o.dose}` }));
