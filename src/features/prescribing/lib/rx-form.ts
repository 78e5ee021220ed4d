import { z } from 'zod';
import {
  defaultDirections,
  defaultRxInformation,
  rxInformationSchema,
  type DoctorOrderDetail,
  type RxInformation,
} from '@contracts/order-review';
import { doseSteps } from '@contracts/doses';
import { rxAmountFields } from '@/lib/rx-amounts-schema';

/** The standard quantity, refills and days supply (contracts/doctor.ts `defaultRxInformation`). */
export const RX_DEFAULTS = (({ quantity, refills, daysSupply }) => ({ quantity, refills, daysSupply }))(defaultRxInformation(''));

export { defaultDirections };

const { shape } = rxInformationSchema;
export const rxFormSchema = z.object({
  dose: z.string().min(1, 'Choose one dose').pipe(shape.dose),
  directions: shape.directions,
  ...rxAmountFields(shape),
});
export type RxFormInput = z.input<typeof rxFormSchema>;
export type RxFormOutput = z.output<typeof rxFormSchema>;
export const RX_FIELDS = ['dose', 'directions', 'quantity', 'refills', 'daysSupply'] as const;

type SavedRx = DoctorOrderDetail['rxInformation'];

/** The single doses of the order's product, one of which the doctor prescribes. */
export const orderDoseSteps = (order: Pick<DoctorOrderDetail, 'productName' | 'dose'>) => doseSteps(order.productName, order.dose);

/**
 * What is saved on the order, with the usual amounts for anything not filled in yet. The dose is left for the
 * doctor to choose (the directions follow it until they write their own).
 */
export function rxToForm(saved: SavedRx): RxFormInput {
  return {
    dose: saved.dose ?? '',
    directions: saved.directions ?? (saved.dose ? defaultDirections(saved.dose) : ''),
    quantity: String(saved.quantity ?? RX_DEFAULTS.quantity),
    refills: String(saved.refills ?? RX_DEFAULTS.refills),
    daysSupply: String(saved.daysSupply ?? RX_DEFAULTS.daysSupply),
  };
}

/** Only the rx fields that differ from what the order holds (a default not saved yet counts as a change). */
export function changedRx(values: RxFormOutput, saved: SavedRx): Partial<RxInformation> {
  const body: Partial<RxInformation> = {};
  if (values.dose !== saved.dose) body.dose = values.dose;
  if (values.directions !== (saved.directions ?? undefined)) body.directions = values.directions;
  if (values.quantity !== saved.quantity) body.quantity = values.quantity;
  if (values.refills !== saved.refills) body.refills = values.refills;
  if (values.daysSupply !== saved.daysSupply) body.daysSupply = values.daysSupply;
  return body;
}

/** Whether the order holds everything a prescription needs. */
export const rxComplete = (saved: SavedRx) => rxInformationSchema.safeParse(saved).success;
