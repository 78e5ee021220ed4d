import { updateMedicationProductBodySchema, type MedicationProductDetail } from '@contracts/catalog';
import { FormCard } from '@/components/form/form-card';
import { FormSwitch } from '@/components/form/form-switch';
import { FormTextField } from '@/components/form/form-text-field';
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
    <FormCard title="Product" label="Edit product" onSubmit={submit} saving={isMutating} submitText="Save product">
      <FormTextField control={control} name="name" label="Product name" required fullWidth maxLength={200} />
      <FormTextField control={control} name="description" label="Description (optional)" fullWidth multiline minRows={2} maxLength={2000} />
      <FormSwitch control={control} name="active" label="Offered to patients (active)" />
    </FormCard>
  );
}
