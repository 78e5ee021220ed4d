import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { Controller } from 'react-hook-form';
import { updateMedicationProductBodySchema, type MedicationProductDetail } from '@contracts/admin-catalog';
import { FormTextField } from '@/components/form/form-text-field';
import { SectionCard } from '@/components/section-card';
import { toastFailure, toastSuccess } from '@/lib/toast';
import { useZodForm } from '@/lib/use-zod-form';
import { useRefreshMedicationProducts } from '@/api/admin-catalog/get-medication-products';
import { useUpdateMedicationProduct } from '@/api/admin-catalog/update-medication-product';
import { PRODUCT_UPDATE_FAILED_TEXT } from '@/features/admin-catalog/lib/texts';

const PRODUCT_UPDATED = 'Product updated successfully';

interface ProductFormProps {
  product: MedicationProductDetail;
  onSaved: (product: MedicationProductDetail) => void;
}

/** The product's name, description and whether it is offered to patients; saved with the toasts of SPEC §8. */
export function ProductForm({ product, onSaved }: ProductFormProps) {
  const { trigger, isMutating } = useUpdateMedicationProduct(product.id);
  const refreshList = useRefreshMedicationProducts();
  const { control, handleSubmit, reset } = useZodForm(updateMedicationProductBodySchema, {
    name: product.name,
    description: product.description,
    active: product.active,
  });

  const submit = handleSubmit(async (body) => {
    try {
      const reply = await trigger(body);
      toastSuccess(reply.message ?? PRODUCT_UPDATED);
      reset({ name: reply.data.name, description: reply.data.description, active: reply.data.active });
      onSaved(reply.data);
      void refreshList();
    } catch {
      toastFailure(undefined, PRODUCT_UPDATE_FAILED_TEXT);
    }
  });

  return (
    <SectionCard title="Product">
      <Box component="form" noValidate onSubmit={submit} aria-label="Edit product">
        <Stack spacing={2}>
          <FormTextField control={control} name="name" label="Product name" required fullWidth maxLength={200} />
          <FormTextField
            control={control}
            name="description"
            label="Description (optional)"
            fullWidth
            multiline
            minRows={2}
            maxLength={2000}
          />
          <Controller
            control={control}
            name="active"
            render={({ field }) => (
              <FormControlLabel
                control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
                label="Offered to patients (active)"
              />
            )}
          />
          <Box>
            <Button type="submit" variant="contained" loading={isMutating}>
              Save product
            </Button>
          </Box>
        </Stack>
      </Box>
    </SectionCard>
  );
}
