import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormSelectField } from '@/components/form/form-select-field';
import { RetryAlert } from '@/components/retry-alert';
import { useStates } from '@/api/catalog/get-states';

interface StateFieldProps<T extends FieldValues, C, O extends FieldValues> {
  control: Control<T, C, O>;
  name: FieldPath<T>;
}

/** "State", from the list of states we treat patients in. */
export function StateField<T extends FieldValues, C = unknown, O extends FieldValues = T>({ control, name }: StateFieldProps<T, C, O>) {
  const states = useStates();
  if (states.error) {
    return <RetryAlert onRetry={() => void states.mutate()}>We could not load the list of states.</RetryAlert>;
  }
  const options = (states.data ?? []).map((s) => ({ value: s.code, label: s.name }));
  return (
    <FormSelectField
      control={control}
      name={name}
      label="State"
      required
      options={options}
      disabled={states.isLoading}
      placeholder={states.isLoading ? 'Loading states…' : 'Choose your state'}
      placeholderDisabled
      helperText={
        !states.isLoading && options.length === 0
          ? 'We are not accepting new patients in any state right now.'
          : 'Where you live and will receive your medication'
      }
    />
  );
}
