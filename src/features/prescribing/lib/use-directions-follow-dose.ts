import { useEffect, useRef } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { defaultDirections, type RxFormInput, type RxFormOutput } from './rx-form';

/**
 * The directions follow a newly chosen dose (empty when the dose is cleared) until the doctor writes their own; the
 * dose the form opened with leaves the saved directions as they are.
 */
export function useDirectionsFollowDose(
  form: Pick<UseFormReturn<RxFormInput, unknown, RxFormOutput>, 'control' | 'getFieldState' | 'setValue'>,
) {
  const { control, getFieldState, setValue } = form;
  const dose = useWatch({ control, name: 'dose' });
  const followed = useRef(dose);
  useEffect(() => {
    if (dose === followed.current) return;
    followed.current = dose;
    if (!getFieldState('directions').isDirty) setValue('directions', dose ? defaultDirections(dose) : '');
  }, [dose, getFieldState, setValue]);
}
