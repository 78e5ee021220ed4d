import AddCardOutlined from '@mui/icons-material/AddCardOutlined';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import type { SavedCard } from '@contracts/cards';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { SectionCard } from '@/components/section-card';
import { messageOr } from '@/lib/api-errors';
import { DEFAULT_FAILURE_TEXT, toastFailure, toastSuccess } from '@/lib/toast';
import { useCardActions } from '@/api/payments/use-card-actions';
import { useCards } from '@/api/payments/get-cards';
import { AddCardDialog } from '@/components/add-card-dialog';
import { cardName, CardsTable } from '@/components/cards-table';

export const NO_CARDS_TEXT = 'No saved cards yet';

/** /billing: the cards the account is billed on. */
export function BillingPage() {
  const { data: cards, error, isLoading, mutate } = useCards();
  const { save, makeDefault, remove } = useCardActions();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<SavedCard | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  const run = async (card: SavedCard, action: (id: string) => Promise<{ message?: string }>) => {
    setBusyId(card.id);
    try {
      const reply = await action(card.id);
      toastSuccess(reply.message);
    } catch (failure) {
      toastFailure(messageOr(failure, DEFAULT_FAILURE_TEXT));
    } finally {
      setBusyId(null);
      setRemoving(null);
    }
  };

  const addButton = (
    <Button variant="contained" startIcon={<AddCardOutlined aria-hidden />} onClick={() => setAdding(true)}>
      Add card
    </Button>
  );

  return (
    <>
      <PageHeader title="Billing" subtitle="The cards your account is billed on. The default card is charged first." actions={addButton} />
      {error && !cards ? (
        <LoadError title={messageOr(error, DEFAULT_FAILURE_TEXT)} error={error} onRetry={() => void mutate()} />
      ) : isLoading || !cards ? (
        <Stack spacing={1.5} aria-busy="true" aria-label="Loading your cards">
          {[0, 1].map((i) => (
            <Skeleton key={i} variant="rounded" height={56} />
          ))}
        </Stack>
      ) : cards.length === 0 ? (
        <EmptyState title={NO_CARDS_TEXT} description="Add a card so that your account can be billed." />
      ) : (
        <SectionCard title="Saved cards">
          <CardsTable cards={cards} busyId={busyId} onMakeDefault={(card) => void run(card, makeDefault)} onRemove={setRemoving} />
        </SectionCard>
      )}
      <AddCardDialog open={adding} onClose={() => setAdding(false)} onSave={save} />
      <ConfirmDialog
        open={removing !== null}
        title="Remove card?"
        confirmLabel="Remove"
        busy={removing !== null && busyId === removing.id}
        onConfirm={() => removing && void run(removing, remove)}
        onClose={() => setRemoving(null)}
      >
        {removing && `${cardName(removing)} will no longer be charged. You can add it again later.`}
      </ConfirmDialog>
    </>
  );
}
