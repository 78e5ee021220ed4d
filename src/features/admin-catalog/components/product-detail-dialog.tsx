import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { PRODUCT_DETAIL_SECTIONS, updateProductDetailBodySchema, type ProductDetail } from '@contracts/catalog';
import { DialogFailure, FormDialogActions } from '@/components/form-dialog-actions';
import { FormSelectField } from '@/components/form/form-select-field';
import { FormTextField } from '@/components/form/form-text-field';
import { messageOr } from '@/lib/api-errors';
import { toastSuccess } from '@/lib/toast';
import { useZodForm } from '@/lib/use-zod-form';
import { createProductDetail } from '@/api/admin-catalog/create-product-detail';
import { updateProductDetail } from '@/api/admin-catalog/update-product-detail';
import { DETAIL_SAVE_FAILED_TEXT, SECTION_LABELS } from '@/features/admin-catalog/lib/texts';

const formSchema = updateProductDetailBodySchema.omit({ position: true });

interface ProductDetailDialogProps {
  productId: string;
  /** The detail to edit; a new one when undefined. */
  detail?: ProductDetail;
  onClose: () => void;
  onSaved: () => void;
}

/** Add or edit one of a product's details: its section, title and text. */
export function ProductDetailDialog({ productId, detail, onClose, onSaved }: ProductDetailDialogProps) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit } = useZodForm(formSchema, {
    section: detail?.section ?? 'FAQ',
    title: detail?.title ?? '',
    body: detail?.body ?? '',
  });

  const submit = handleSubmit(async (values) => {
    setBusy(true);
    setFailure(null);
    try {
      const reply = detail ? await updateProductDetail(detail.id, values) : await createProductDetail({ productId, ...values });
      toastSuccess(reply.message);
      onSaved();
      onClose();
    } catch (error) {
      setFailure(messageOr(error, DETAIL_SAVE_FAILED_TEXT));
    } finally {
      setBusy(false);
    }
  });

  const title = detail ? 'Edit product detail' : 'Add product detail';
  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{title}</DialogTitle>
      <Box component="form" noValidate onSubmit={submit} aria-label={title}>
        <DialogContent sx={{ pt: 1 }}>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormSelectField
              control={control}
              name="section"
              label="Section"
              placeholder="Choose a section"
              placeholderDisabled
              fullWidth
              options={PRODUCT_DETAIL_SECTIONS.map((s) => ({ value: s, label: SECTION_LABELS[s] }))}
            />
            <FormTextField control={control} name="title" label="Title" required fullWidth maxLength={200} />
            <FormTextField control={control} name="body" label="Text" required fullWidth multiline minRows={4} maxLength={10_000} />
            <DialogFailure failure={failure} />
          </Stack>
        </DialogContent>
        <FormDialogActions onCancel={onClose} busy={busy}>
          {detail ? 'Save detail' : 'Add detail'}
        </FormDialogActions>
      </Box>
    </Dialog>
  );
}
