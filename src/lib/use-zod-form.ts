import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { formResolver } from './form-resolver';

/** A react-hook-form form checked by a zod schema: typed by what the fields hold (input) and what submit gets (output). */
export function useZodForm<I extends FieldValues, O extends FieldValues>(schema: z.ZodType<O, I>, defaultValues: DefaultValues<I>) {
  return useForm<I, unknown, O>({ resolver: formResolver(schema), defaultValues });
}
