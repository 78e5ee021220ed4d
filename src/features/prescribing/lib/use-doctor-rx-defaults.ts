import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { DoctorOrderDetail } from '@contracts/order-review';
import { useDoctorSettings } from '@/api/prescriptions/get-doctor-settings';
import type { RxFormInput, RxFormOutput } from './rx-form';

const AMOUNTS = ['quantity', 'refills', 'daysSupply'] as const;

/**
 * The doctor's own amounts for a new prescription (Settings) in place of the standard ones, once they are loaded:
 * only for amounts the order has not saved and the doctor has not typed. Without settings (loading, or failed to
 * load) the form keeps the standard amounts.
 */
export function useDoctorRxDefaults(
  form: Pick<UseFormReturn<RxFormInput, unknown, RxFormOutput>, 'getFieldState' | 'resetField'>,
  saved: Partial<Pick<DoctorOrderDetail['rxInformation'], (typeof AMOUNTS)[number]>> = {},
) {
  const rxDefaults = useDoctorSettings().data?.rxDefaults;
  const { getFieldState, resetField } = form;
  const { quantity, refills, daysSupply } = saved;
  useEffect(() => {
    if (!rxDefaults) return;
    const kept = { quantity, refills, daysSupply };
    for (const name of AMOUNTS) {
      if (kept[name] == null && !getFieldState(name).isDirty) resetField(name, { defaultValue: String(rxDefaults[name]) });
    }
  }, [rxDefaults, quantity, refills, daysSupply, getFieldState, resetField]);
}
