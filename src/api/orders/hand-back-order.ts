import { useRecordMutation } from '@/lib/swr-hooks';
import { updateDoctorOrder } from './update-doctor-order';

/** PATCH /doctors/orders/{id} with `handBack`: the order leaves the review queue until an administrator reassigns it. */
export const handBackOrder = (orderId: string, reason: string) => updateDoctorOrder(orderId, { handBack: { reason } });

export const useHandBackOrder = (orderId: string) =>
  useRecordMutation('/doctors/orders/:id#hand-back', orderId, (id, reason: string) => handBackOrder(id, reason));
