import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import type { CustomPrice } from '@contracts/custom-pricing';
import { DialogFailure, FormDialogActions } from '@/components/form-dialog-actions';
import { FormSelectField } from '@/components/form/form-select-field';
import { MoneyField } from '@/components/form/money-field';
import { messageOr } from '@/lib/api-errors';
import { formatCents } from '@/lib/format';
import { formResolver } from '@/lib/form-resolver';
import { toastFailure, toastSuccess } from '@/lib/toast';
import { useProductVariations } from '@/api/catalog/get-product-variations';
import { CUSTOM_PRICE_CREATED, CUSTOM_PRICE_UPDATED, useSaveCustomPrice } from '@/api/custom-pricing/save-custom-price';
import {
  customPriceFormSchema,
  dollarsOf,
  type CustomPriceFormInput,
  type CustomPriceFormOutput,
} from '@/features/admin-partners/lib/custom-price-form';
import { useState } from 'react';

interface CustomPriceDialogProps {
  partnerId: string;
  /** The price to edit; none to add one. */
  price?: CustomPrice;
  onClose: () => void;
  onSaved: () => void;
}

/** Adds a custom monthly price for one of the catalog's variations, or changes an existing one's price. */
export function CustomPriceDialog({ partnerId, price, onClose, onSaved }: CustomPriceDialogProps) {
  const variations = useProductVariations();
  const save = useSaveCustomPrice();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit } = useForm<CustomPriceFormInput, unknown, CustomPriceFormOutput>({
    resolver: formResolver(customPriceFormSchema),
    defaultValues: { productVariationKey: price?.productVariationKey ?? '', price: price ? dollarsOf(price.monthlyPriceCents) : '' },
  });

  const submit = async (values: CustomPriceFormOutput) => {
    setFailure(null);
    try {
      const reply = price
        ? await save.trigger({ id: price.id, body: { monthlyPriceCents: values.price } })
        : await save.trigger({ body: { partnerId, productVariationKey: values.productVariationKey, monthlyPriceCents: values.price } });
      toastSuccess(reply.message ?? (price ? CUSTOM_PRICE_UPDATED : CUSTOM_PRICE_CREATED));
      onSaved();
      onClose();
    } catch (error) {
      const message = messageOr(error, price ? 'Failed to update custom price' : 'Failed to add custom price');
      setFailure(message);
      toastFailure(message);
    }
  };

  const options = price
    ? [{ value: price.productVariationKey, label: `${price.productName}: ${price.variationName}` }]
    : (variations.data ?? []).map((v) => ({
        value: v.key,
        label: `${v.productName}: ${v.name} (list ${formatCents(v.monthlyPriceCents)}/month)`,
      }));
  const title = price ? 'Edit custom price' : 'Add custom price';

  return (
    <Dialog open onClose={save.isMutating ? undefined : onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{title}</DialogTitle>
      <Box component="form" noValidate onSubmit={handleSubmit(submit)} aria-label={title}>
        <DialogContent sx={{ pt: 0 }}>
          <DialogContentText sx={{ mb: 2.5 }}>
            The partner&apos;s orders billed to it are priced with this monthly price × the plan&apos;s months when they are made; orders
            already made keep their amount.
          </DialogContentText>
          <Stack spacing={2}>
            <FormSelectField
              control={control}
              name="productVariationKey"
              label="Product variation"
              placeholder={variations.isLoading ? 'Loading the catalog…' : 'Choose a product variation'}
              placeholderDisabled
              disabled={Boolean(price)}
              fullWidth
              options={options}
              helperText={variations.error && !price ? 'Could not load the catalog: close and try again' : undefined}
            />
            <MoneyField control={control} name="price" label="Monthly price" fullWidth helperText="In dollars, per month" />
          </Stack>
          <DialogFailure failure={failure} />
        </DialogContent>
        <FormDialogActions onCancel={onClose} busy={save.isMutating}>
          {price ? 'Save price' : 'Add price'}
        </FormDialogActions>
      </Box>
    </Dialog>
  );
}
