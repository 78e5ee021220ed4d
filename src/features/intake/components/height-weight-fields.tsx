import Stack from '@mui/material/Stack';
import { z } from 'zod';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormTextField } from '@/components/form/form-text-field';
import { numberOf, toInches } from '@/features/intake/model/bmi';

export const decimalText = (message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,4}(\.\d)?$/, message);

export const heightWeightShape = {
  feet: decimalText('Enter your height in feet'),
  inches: decimalText('Enter the inches'),
  weight: decimalText('Enter your weight in pounds'),
};

/** Height 48 to 96 inches in all, weight 70 to 1000 lb (the intake's limits). */
export function checkHeightWeight(v: { feet: string; inches: string; weight: string }, ctx: z.RefinementCtx) {
  const inches = numberOf(v.inches);
  if (inches >= 12) ctx.addIssue({ code: 'custom', path: ['inches'], message: 'Inches must be less than 12' });
  const total = toInches(numberOf(v.feet), inches);
  if (Number.isFinite(total) && (total < 48 || total > 96))
    ctx.addIssue({ code: 'custom', path: ['feet'], message: 'Enter a height between 4 ft and 8 ft' });
  const weight = numberOf(v.weight);
  if (Number.isFinite(weight) && (weight < 70 || weight > 1000))
    ctx.addIssue({ code: 'custom', path: ['weight'], message: 'Enter a weight between 70 and 1000 lb' });
}

export const heightWeightSchema = z.object(heightWeightShape).superRefine(checkHeightWeight);
export type HeightWeightInput = z.input<typeof heightWeightSchema>;

interface HeightWeightFieldsProps<T extends FieldValues, C, O extends FieldValues> {
  /** A form whose values include `feet`, `inches` and `weight`. */
  control: Control<T, C, O>;
}

export function HeightWeightFields<T extends FieldValues, C = unknown, O extends FieldValues = T>({
  control,
}: HeightWeightFieldsProps<T, C, O>) {
  const numeric = { htmlInput: { inputMode: 'decimal' as const } };
  return (
    <>
      <Stack direction="row" spacing={2}>
        <FormTextField control={control} name={'feet' as FieldPath<T>} label="Height (feet)" required slotProps={numeric} />
        <FormTextField control={control} name={'inches' as FieldPath<T>} label="Height (inches)" required slotProps={numeric} />
      </Stack>
      <FormTextField control={control} name={'weight' as FieldPath<T>} label="Weight (lb)" required slotProps={numeric} />
    </>
  );
}
