import type { DoctorOrderDetail } from '@contracts/order-review';
import { DetailList, type DetailItem } from '@/components/detail-list';
import { formatPlan } from '@/lib/format';
import { defaultRxInformation } from '@contracts/order-review';

/** The order's rx information; what is not set yet says so, or shows the usual amount. */
export function rxItems(order: DoctorOrderDetail): DetailItem[] {
  const rx = order.rxInformation;
  const standard = defaultRxInformation(rx.dose ?? '');
  return [
    { term: 'Prescribed dose', value: rx.dose ? `${rx.dose} weekly` : 'Not chosen yet' },
    { term: 'Directions', value: rx.directions || (rx.dose ? `${standard.directions} (standard)` : 'Not written yet') },
    { term: 'Quantity', value: rx.quantity ?? standard.quantity },
    { term: 'Refills', value: rx.refills ?? standard.refills },
    { term: 'Days supply', value: rx.daysSupply ?? standard.daysSupply },
  ];
}

/** What the order will prescribe, before its prescription exists. */
export function OrderRxSummary({ order }: { order: DoctorOrderDetail }) {
  return (
    <DetailList
      items={[
        { term: 'Medication', value: order.productName },
        { term: 'Dose', value: order.dose },
        { term: 'Plan', value: formatPlan(order.planMonths) },
        ...rxItems(order),
      ]}
    />
  );
}
