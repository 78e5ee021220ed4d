import Alert from '@mui/material/Alert';
import { z } from 'zod';
import { updateProductVariationBodySchema, type AdminVariation } from '@contracts/catalog';
import { FormCard } from '@/components/form/form-card';
import { FormSwitch } from '@/components/form/form-switch';
import { FormTextField } from '@/components/form/form-text-field';
import { MoneyField } from '@/components/form/money-field';
import { messageOr } from '@/lib/api-errors';
import { toastFailure, toastSuccess } from '@/lib/toast';
import { useZodForm } from '@/lib/use-zod-form';
import { useUpdateProductVariation } from '@/api/admin-catalog/update-product-variation';
import { centsToDollars, dollarsSchema } from '@/features/admin-catalog/lib/money';
import { NEW_ORDERS_ONLY_TEXT, VARIATION_UPDATE_FAILED_TEXT } from '@/features/admin-catalog/lib/texts';

const formSchema = updateProductVariationBodySchema.omit({ monthlyPriceCents: true }).extend({ price: dollarsSchema });
type FormInput = z.input<typeof formSchema>;

const formOf = (v: AdminVariation): FormInput => ({
  name: v.name,
  dose: v.dose,
  supply: v.supply,
  price: centsToDollars(v.monthlyPriceCents),
  active: v.active,
});

interface VariationFormProps {
  variation: AdminVariation;
  onSaved: (variation: AdminVariation) => void;
}

/** A variation's name, dose, supply, monthly price (typed in dollars, sent in cents) and whether it is offered. */
export function VariationForm({ variation, onSaved }: VariationFormProps) {
  const { trigger, isMutating } = useUpdateProductVariation(variation.key);
  const { control, handleSubmit, reset } = useZodForm(formSchema, formOf(variation));

  const submit = handleSubmit(async ({ price, ...rest }) => {
    try {
      const reply = await trigger({ ...rest, monthlyPriceCents: price });
      toastSuccess(reply.message);
      reset(formOf(reply.data));
      onSaved(reply.data);
    } catch (error) {
      toastFailure(messageOr(error, VARIATION_UPDATE_FAILED_TEXT));
    }
  });

  return (
    <FormCard title="Variation" label="Edit variation" onSubmit={submit} saving={isMutating} submitText="Save variation">
      <FormTextField control={control} name="name" label="Variation name" required fullWidth maxLength={200} />
      <FormTextField
        control={control}
        name="dose"
        label="Dose"
        required
        fullWidth
        maxLength={200}
        helperText="e.g. 0.25 mg to 1 mg weekly"
      />
      <FormTextField
        control={control}
        name="supply"
        label="Supply"
        required
        fullWidth
        maxLength={200}
        helperText="What one month's price buys, e.g. 4 weekly doses"
      />
      <MoneyField
        control={control}
        name="price"
        label="Monthly price"
        fullWidth
        helperText="In US dollars; plans of several months take their discount from it"
      />
      <Alert severity="info">{NEW_ORDERS_ONLY_TEXT}</Alert>
      <FormSwitch control={control} name="active" label="Offered to patients (active)" />
    </FormCard>
  );
}
