import AddOutlined from '@mui/icons-material/AddOutlined';
import { useLocalPaging } from '@/lib/use-local-paging';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import type { CustomPrice } from '@contracts/custom-pricing';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { PagedTable } from '@/components/paged-table';
import { SectionCard } from '@/components/section-card';
import { ProductCell } from '@/components/table-cells';
import { messageOr } from '@/lib/api-errors';
import { formatCents } from '@/lib/format';
import { toastFailure, toastSuccess } from '@/lib/toast';
import { useCustomPrices } from '@/api/custom-pricing/get-custom-prices';
import { CUSTOM_PRICE_DELETED, useDeleteCustomPrice } from '@/api/custom-pricing/delete-custom-price';
import { CustomPriceDialog } from '@/features/admin-partners/components/custom-price-dialog';

export const CUSTOM_PRICES_LOAD_ERROR_TEXT = 'Error fetching custom prices';
const COLUMNS = ['Medication', 'List price', 'Custom price', 'Actions'] as const;

function DeletePriceButton({ price, onDeleted }: { price: CustomPrice; onDeleted: () => void }) {
  const [asking, setAsking] = useState(false);
  const remove = useDeleteCustomPrice(price.id);
  const name = `${price.productName}: ${price.variationName}`;
  const confirm = async () => {
    try {
      toastSuccess((await remove.trigger(price.id)).message ?? CUSTOM_PRICE_DELETED);
      setAsking(false);
      onDeleted();
    } catch (error) {
      setAsking(false);
      toastFailure(messageOr(error, 'Failed to delete custom price'));
    }
  };
  return (
    <>
      <Button size="small" color="error" aria-label={`Delete the custom price of ${name}`} onClick={() => setAsking(true)}>
        Delete
      </Button>
      <ConfirmDialog
        open={asking}
        title="Delete this custom price?"
        confirmLabel="Delete price"
        busy={remove.isMutating}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(false)}
      >
        {price.partnerName}&apos;s new orders of {name} go back to the list price, {formatCents(price.listMonthlyPriceCents)} a month.
        Orders already made keep their amount.
      </ConfirmDialog>
    </>
  );
}

/** The partner's own monthly prices: the orders billed to it are priced with them when made. */
export function CustomPricingSection({ partnerId }: { partnerId: string }) {
  const { page, limit, paging } = useLocalPaging();
  const [editing, setEditing] = useState<CustomPrice | 'new' | null>(null);
  const { data, error, isLoading, isValidating, mutate } = useCustomPrices({ page, limit, partnerId, sort: 'createdAt:desc' });
  const refresh = () => void mutate();

  return (
    <SectionCard
      title="Custom pricing"
      action={
        <Button variant="outlined" size="small" startIcon={<AddOutlined aria-hidden />} onClick={() => setEditing('new')}>
          Add custom price
        </Button>
      }
    >
      {error && !data ? (
        <LoadError title={CUSTOM_PRICES_LOAD_ERROR_TEXT} error={error} onRetry={refresh} />
      ) : data && data.total === 0 ? (
        <EmptyState
          title="No custom prices"
          description="This partner's orders are priced from the catalog. Add a custom price to bill it its own monthly price."
        />
      ) : (
        <PagedTable
          label="Custom prices"
          columns={COLUMNS}
          minWidth={560}
          loaded={!isLoading && data !== undefined}
          busy={isValidating}
          paging={paging(data?.total ?? 0)}
        >
          {data?.items.map((p) => (
            <TableRow key={p.id} hover>
              <ProductCell productName={`${p.productName}: ${p.variationName}`} dose={p.dose} />
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatCents(p.listMonthlyPriceCents)}/month</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>{formatCents(p.monthlyPriceCents)}/month</TableCell>
              <TableCell>
                <Stack direction="row" sx={{ gap: 0.5 }}>
                  <Button
                    size="small"
                    aria-label={`Edit the custom price of ${p.productName}: ${p.variationName}`}
                    onClick={() => setEditing(p)}
                  >
                    Edit
                  </Button>
                  <DeletePriceButton price={p} onDeleted={refresh} />
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </PagedTable>
      )}
      {editing && (
        <CustomPriceDialog
          partnerId={partnerId}
          price={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={refresh}
        />
      )}
    </SectionCard>
  );
}
