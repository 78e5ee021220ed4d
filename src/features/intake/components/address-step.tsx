import Stack from '@mui/material/Stack';
import { z } from 'zod';
import type { IntakeProfile } from '@contracts/onboarding';
import { zipStateMismatch } from '@contracts/us-zip';
import { FormTextField } from '@/components/form/form-text-field';
import { FIELD_MAX } from '@/lib/form-resolver';
import { textValuesOf } from '@/lib/form-values';
import { useZodForm } from '@/lib/use-zod-form';
import { StepActions, StepCard } from './step-card';

/** The address; the ZIP code must be in the state chosen on the first step. */
const addressSchema = (stateCode: string | undefined) =>
  z.object({
    address1: z.string().trim().min(1, 'Enter your street address').max(FIELD_MAX.address),
    address2: z.string().trim().max(FIELD_MAX.address),
    city: z.string().trim().min(1, 'Enter your city').max(FIELD_MAX.city),
    zipcode: z
      .string()
      .trim()
      .regex(/^\d{5}$/, 'Enter a 5-digit ZIP code')
      .superRefine((zip, check) => {
        const mismatch = zipStateMismatch(zip, stateCode);
        if (mismatch) check.addIssue({ code: 'custom', message: mismatch });
      }),
  });
type AddressFields = z.output<ReturnType<typeof addressSchema>>;
/** What the step saves: one second line (the apartment number of older drafts is folded into it, and cleared). */
export type AddressValues = AddressFields & { apartmentNumber: string };

interface AddressStepProps {
  profile: Partial<IntakeProfile>;
  /** The state's name, chosen earlier: the address must be in it. */
  stateName?: string;
  saving: boolean;
  onBack: () => void;
  onSubmit: (values: AddressValues) => void;
}

export function AddressStep({ profile, stateName, saving, onBack, onSubmit }: AddressStepProps) {
  const initial = textValuesOf(['address1', 'address2', 'apartmentNumber', 'city', 'zipcode'], profile);
  const { apartmentNumber, ...fields } = initial;
  const { control, handleSubmit } = useZodForm(addressSchema(profile.state), {
    ...fields,
    address2: [fields.address2, apartmentNumber].filter(Boolean).join(', '),
  });
  return (
    <StepCard
      title="Address"
      description={`Where should we ship your medication${stateName ? ` in ${stateName}` : ''}? We send it in plain, discreet packaging.`}
      onSubmit={handleSubmit((values) => onSubmit({ ...values, apartmentNumber: '' }))}
    >
      <FormTextField
        control={control}
        name="address1"
        label="Address line 1"
        autoComplete="address-line1"
        required
        maxLength={FIELD_MAX.address}
      />
      <FormTextField
        control={control}
        name="address2"
        label="Address line 2 (optional)"
        autoComplete="address-line2"
        maxLength={FIELD_MAX.address}
        helperText="Apartment, suite, unit"
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField control={control} name="city" label="City" autoComplete="address-level2" required maxLength={FIELD_MAX.city} />
        <FormTextField
          control={control}
          name="zipcode"
          label="ZIP code"
          autoComplete="postal-code"
          required
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
        />
      </Stack>
      <StepActions onBack={onBack} loading={saving} />
    </StepCard>
  );
}
