import { z } from 'zod';
import type { AdminOrderMedications, PartnerOrderDetail, UpdateAdminOrderBody } from '@contracts/orders';
import { limitedText, TEXT_LIMITS } from '@contracts/text-limits';

export const NOTE_MAX = TEXT_LIMITS.detail;

/** What the order form reads and changes: the partner's view of an order (the administrator's extends it). */
export type EditableOrder = Pick<PartnerOrderDetail, 'status' | 'approvalStatus' | 'partnerNote' | 'productVariationKey'>;

/** The order form of the partner and of an administrator: an empty select keeps what is on file. */
export const orderFormSchema = z.object({
  status: z.enum(['', 'CANCELLED']),
  approvalStatus: z.enum(['', 'PENDING', 'APPROVED', 'DENIED']),
  productVariationKey: z.string(),
  partnerNote: limitedText(NOTE_MAX),
});
export type OrderFormValues = z.infer<typeof orderFormSchema>;

export const orderToForm = (order: EditableOrder): OrderFormValues => ({
  status: '',
  approvalStatus: '',
  productVariationKey: '',
  partnerNote: order.partnerNote ?? '',
});

/** An order waiting for the doctor can be signed off (again); one not yet at a pharmacy can be canceled. */
export const canSignOff = (order: EditableOrder) => order.status === 'PENDING_REVIEW';
export const canCancel = (order: EditableOrder) => order.status === 'PENDING_REVIEW' || order.status === 'APPROVED';

/** The PATCH body: only the fields filled in that differ from the order (SPEC §5). */
export function changedOrderFields(values: OrderFormValues, order: EditableOrder): UpdateAdminOrderBody {
  const body: UpdateAdminOrderBody = {};
  if (values.status && values.status !== order.status) body.status = values.status;
  if (values.approvalStatus && values.approvalStatus !== order.approvalStatus) body.approvalStatus = values.approvalStatus;
  if (values.productVariationKey && values.productVariationKey !== order.productVariationKey)
    body.medicationPackages = [{ productVariationKey: values.productVariationKey }];
  if (values.partnerNote && values.partnerNote !== (order.partnerNote ?? '')) body.partnerNote = values.partnerNote;
  return body;
}

/** The doses the medication select offers, the current one first. */
export const doseOptions = (medications: AdminOrderMedications | undefined) =>
  (medications?.options ?? []).map((o) => ({ value: o.productVariationKey, label: `${o.productName}, ${o.dose}` }));
