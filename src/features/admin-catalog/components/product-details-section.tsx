import AddOutlined from '@mui/icons-material/AddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { ProductDetail } from '@contracts/catalog';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadError } from '@/components/load-error';
import { ToneChip } from '@/components/tone-chip';
import { SectionCard } from '@/components/section-card';
import { toastFailure, toastSuccess } from '@/lib/toast';
import { deleteProductDetail } from '@/api/admin-catalog/delete-product-detail';
import { useProductDetails } from '@/api/admin-catalog/get-product-details';
import { ProductDetailDialog } from '@/features/admin-catalog/components/product-detail-dialog';
import { DETAIL_DELETE_FAILED_TEXT, DETAILS_ERROR_TEXT, SECTION_LABELS } from '@/features/admin-catalog/lib/texts';

type Editing = { detail?: ProductDetail } | null;

/** The product's details (description sections, side effects, storage, questions and answers), in order: add, edit, remove. */
export function ProductDetailsSection({ productId }: { productId: string }) {
  const details = useProductDetails(productId);
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<ProductDetail | null>(null);
  const [busy, setBusy] = useState(false);

  async function remove(detail: ProductDetail) {
    setBusy(true);
    try {
      const reply = await deleteProductDetail(detail.id);
      toastSuccess(reply.message);
      setRemoving(null);
      await details.mutate();
    } catch {
      toastFailure(undefined, DETAIL_DELETE_FAILED_TEXT);
    } finally {
      setBusy(false);
    }
  }

  const items = details.data?.items;
  return (
    <SectionCard
      title="Product details"
      action={
        <Button variant="outlined" size="small" startIcon={<AddOutlined aria-hidden />} onClick={() => setEditing({})}>
          Add detail
        </Button>
      }
    >
      {details.error && !items ? (
        <LoadError title={DETAILS_ERROR_TEXT} error={details.error} onRetry={() => void details.mutate()} />
      ) : !items ? (
        <Typography role="status" sx={{ color: 'text.secondary' }}>
          Loading product details…
        </Typography>
      ) : items.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>
          No details yet. Add what patients should know: how to use it, side effects, storage, questions and answers.
        </Typography>
      ) : (
        <List aria-label="Product details" disablePadding>
          {items.map((d) => (
            <ListItem key={d.id} divider disableGutters sx={{ alignItems: 'flex-start', gap: 2 }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
                  <ToneChip label={SECTION_LABELS[d.section]} tone="brand" />
                  <Typography sx={{ fontWeight: 600 }}>{d.title}</Typography>
                </Stack>
                <Typography variant="body2" sx={{ color: 'text.secondary', whiteSpace: 'pre-line' }}>
                  {d.body}
                </Typography>
              </Box>
              <Stack direction="row" spacing={1}>
                <Button size="small" onClick={() => setEditing({ detail: d })} aria-label={`Edit ${d.title}`}>
                  Edit
                </Button>
                <Button size="small" color="error" onClick={() => setRemoving(d)} aria-label={`Delete ${d.title}`}>
                  Delete
                </Button>
              </Stack>
            </ListItem>
          ))}
        </List>
      )}
      {editing && (
        <ProductDetailDialog
          productId={productId}
          detail={editing.detail}
          onClose={() => setEditing(null)}
          onSaved={() => void details.mutate()}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Delete this detail?"
        confirmLabel="Delete"
        busy={busy}
        onConfirm={() => removing && void remove(removing)}
        onClose={() => setRemoving(null)}
      >
        {removing ? `“${removing.title}” will no longer be shown with the product.` : ''}
      </ConfirmDialog>
    </SectionCard>
  );
}
