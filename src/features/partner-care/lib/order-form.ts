import { z } from 'zod';
import type { PartnerOrderDetail, UpdatePartnerOrderBody } from '@contracts/orders';

export const NOTE_MAX = 2000;

/** The partner's order form: an empty select keeps what is on file. */
export const orderFormSchema = z.object({
  status: z.enum(['', 'CANCELLED']),
  approvalStatus: z.enum(['', 'APPROVED', 'DENIED']),
  partnerNote: z.string().trim().max(NOTE_MAX, `Use at most ${NOTE_MAX} characters`),
});
export type OrderFormValues = z.infer<typeof orderFormSchema>;

export const orderToForm = (order: PartnerOrderDetail): OrderFormValues => ({
  status: '',
  approvalStatus: '',
  partnerNote: order.partnerNote ?? '',
});

/** An order waiting for the doctor can be signed off (again); one not yet at a pharmacy can be cancelled. */
export const canSignOff = (order: PartnerOrderDetail) => order.status === 'PENDING_REVIEW';
export const canCancel = (order: PartnerOrderDetail) => order.status === 'PENDING_REVIEW' || order.status === 'APPROVED';

/** The PATCH body: only the fields filled in that differ from the order (SPEC §5). */
export function changedOrderFields(values: OrderFormValues, order: PartnerOrderDetail): UpdatePartnerOrderBody {
  const body: UpdatePartnerOrderBody = {};
  if (values.status && values.status !== order.status) body.status = values.status;
  if (values.approvalStatus && values.approvalStatus !== order.approvalStatus) body.approvalStatus = values.approvalStatus;
  if (values.partnerNote && values.partnerNote !== (order.partnerNote ?? '')) body.partnerNote = values.partnerNote;
  return body;
}
