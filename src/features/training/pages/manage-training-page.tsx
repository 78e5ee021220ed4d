import AddOutlined from '@mui/icons-material/AddOutlined';
import ArrowDownwardOutlined from '@mui/icons-material/ArrowDownwardOutlined';
import ArrowUpwardOutlined from '@mui/icons-material/ArrowUpwardOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { TrainingItem, TrainingKind } from '@contracts/training';
import { SimpleTable } from '@/components/simple-table';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { SectionCard } from '@/components/section-card';
import { ROLE_LABELS } from '@/config/roles';
import { messageOr } from '@/lib/api-errors';
import { toastFailure, toastSuccess } from '@/lib/toast';
import { useTrainingItems } from '@/api/training/get-training-items';
import { useTrainingActions } from '@/api/training/manage-training-items';
import { ItemDialog } from '@/features/training/components/item-dialog';
import { TrainingListSkeleton } from '@/features/training/components/training-list';

export const DELETE_FAILED_TEXT = 'Failed to remove the item';
export const REORDER_FAILED_TEXT = 'Failed to save the new order';

const LABEL: Record<TrainingKind, string> = { TRAINING: 'Training', RESOURCE: 'Resources' };

/** The administrators' /training: write, order and remove the training and resources the staff portals read. */
export function ManageTrainingPage() {
  const [kind, setKind] = useState<TrainingKind>('TRAINING');
  const { data, error, isLoading, mutate } = useTrainingItems(kind);
  const actions = useTrainingActions();
  const [editing, setEditing] = useState<TrainingItem | 'new' | null>(null);
  const [removing, setRemoving] = useState<TrainingItem | null>(null);
  const [busy, setBusy] = useState(false);

  const move = async (index: number, by: -1 | 1) => {
    if (!data) return;
    const ids = data.map((item) => item.id);
    [ids[index], ids[index + by]] = [ids[index + by], ids[index]];
    setBusy(true);
    try {
      toastSuccess((await actions.reorder(kind, ids)).message);
    } catch (failure) {
      toastFailure(messageOr(failure, REORDER_FAILED_TEXT));
    } finally {
      setBusy(false);
    }
  };

  const remove = async (item: TrainingItem) => {
    setBusy(true);
    try {
      toastSuccess((await actions.remove(item.id, item.kind)).message);
    } catch (failure) {
      toastFailure(messageOr(failure, DELETE_FAILED_TEXT));
    } finally {
      setBusy(false);
      setRemoving(null);
    }
  };

  return (
    <>
      <PageHeader
        title="Training"
        subtitle="What partners, sales, clinicians and the care team read on their Training and Resources pages."
        actions={
          <Button variant="contained" startIcon={<AddOutlined aria-hidden />} onClick={() => setEditing('new')}>
            Add item
          </Button>
        }
      />
      <Tabs value={kind} onChange={(_, next: TrainingKind) => setKind(next)} aria-label="Kind" sx={{ mb: 2 }}>
        <Tab value="TRAINING" label="Training" />
        <Tab value="RESOURCE" label="Resources" />
      </Tabs>
      <SectionCard title={LABEL[kind]}>
        {error && !data ? (
          <LoadError title={`Failed to load ${LABEL[kind].toLowerCase()}`} error={error} onRetry={() => void mutate()} />
        ) : isLoading || !data ? (
          <TrainingListSkeleton label={`Loading ${LABEL[kind].toLowerCase()}`} />
        ) : data.length === 0 ? (
          <EmptyState
            title={`No ${LABEL[kind].toLowerCase()} yet`}
            description="Add the first item: staff see it on their portal at once."
          />
        ) : (
          <SimpleTable label={LABEL[kind]} minWidth={720} columns={['Order', 'Title', 'Who sees it', { label: 'Actions', align: 'right' }]}>
            {data.map((item, index) => (
              <TableRow key={item.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <IconButton
                    size="small"
                    aria-label={`Move ${item.title} up`}
                    disabled={busy || index === 0}
                    onClick={() => void move(index, -1)}
                  >
                    <ArrowUpwardOutlined fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={`Move ${item.title} down`}
                    disabled={busy || index === data.length - 1}
                    onClick={() => void move(index, 1)}
                  >
                    <ArrowDownwardOutlined fontSize="small" />
                  </IconButton>
                </TableCell>
                <TableCell>
                  <Typography sx={{ fontWeight: 600 }}>{item.title}</Typography>
                  {item.summary && (
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {item.summary}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                    {item.audienceRoles.map((role) => (
                      <Chip key={role} size="small" variant="outlined" label={ROLE_LABELS[role]} />
                    ))}
                  </Stack>
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Button size="small" aria-label={`Edit ${item.title}`} onClick={() => setEditing(item)}>
                    Edit
                  </Button>
                  <Button size="small" color="error" aria-label={`Remove ${item.title}`} onClick={() => setRemoving(item)}>
                    Remove
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </SimpleTable>
        )}
      </SectionCard>
      {editing && (
        <ItemDialog
          item={editing === 'new' ? null : editing}
          kind={kind}
          onClose={() => setEditing(null)}
          save={async (body) => {
            const reply = editing === 'new' ? await actions.create(body) : await actions.update(editing.id, editing.kind, body);
            toastSuccess(reply.message);
          }}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Remove this item?"
        confirmLabel="Remove"
        busy={busy}
        onConfirm={() => removing && void remove(removing)}
        onClose={() => setRemoving(null)}
      >
        {removing ? `“${removing.title}” will no longer show on any portal.` : ''}
      </ConfirmDialog>
    </>
  );
}
