import type { DoctorOrderDetail } from '../../../../contracts/doctor';
import { DetailList, type DetailItem } from '../../../components/detail-list';
import { formatPlan } from '../../../lib/format';
import { RX_DEFAULTS } from '../lib/rx-form';

export const STANDARD_DIRECTIONS_TEXT = 'Not set: the standard weekly directions are used';

/** The order's rx information; what is not set yet shows what the prescription will use instead. */
export function rxItems(order: DoctorOrderDetail): DetailItem[] {
  const rx = order.rxInformation;
  return [
    { term: 'Directions', value: rx.directions || STANDARD_DIRECTIONS_TEXT },
    { term: 'Quantity', value: rx.quantity ?? RX_DEFAULTS.quantity },
    { term: 'Refills', value: rx.refills ?? RX_DEFAULTS.refills },
    { term: 'Days supply', value: rx.daysSupply ?? RX_DEFAULTS.daysSupply },
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
