import AddCardOutlined from '@mui/icons-material/AddCardOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useId, useState, type ComponentProps } from 'react';
import type { SavedCard } from '@contracts/cards';
import { AddCardDialog } from '@/components/add-card-dialog';
import { cardName, CardsTable } from '@/components/cards-table';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { SectionCard } from '@/components/section-card';
import { messageOr } from '@/lib/api-errors';
import { fullName, selectSelectedDelegateAccess, useSessionSelector } from '@/lib/session';
import { DEFAULT_FAILURE_TEXT, toastFailure, toastSuccess } from '@/lib/toast';

export const NO_CARDS_TEXT = 'No saved cards yet';

type CardAction = (id: string) => Promise<{ message?: string }>;

/** What differs between the portals whose accounts keep saved cards. */
export interface CardsTexts {
  subtitle: string;
  emptyDescription: string;
  /** The title of a failed load; the server's message when absent. */
  loadErrorTitle?: string;
}

interface CardsViewProps {
  texts: CardsTexts;
  /** The call for the account's cards (SWR's answer). */
  load: { data?: SavedCard[]; error?: unknown; isLoading: boolean; mutate: () => unknown };
  /** The card writes: saving a new card, making one the default, removing one. */
  actions: { save: ComponentProps<typeof AddCardDialog>['onSave']; makeDefault: CardAction; remove: CardAction };
  /**
   * The owner's name when a delegate acts for them: the cards are shown, not changed. Taken from the session's chosen
   * delegate access when not given, so that every portal says it before the form (the server refuses it too).
   */
  readOnlyFor?: string | null;
}

/**
 * /billing: the cards an account is billed on (a doctor, a partner), adding, making default and removing them. Each
 * portal's page passes its own calls (a feature's hooks) and words.
 */
export function CardsView({ texts, load, actions, readOnlyFor: given }: CardsViewProps) {
  const delegateOwner = useSessionSelector(selectSelectedDelegateAccess)?.owner;
  const readOnlyFor = given ?? (delegateOwner ? fullName(delegateOwner) : null);
  const { data: cards, error, isLoading } = load;
  const { save, makeDefault, remove } = actions;
  const onRetry = () => void load.mutate();
  const [adding, setAdding] = useState(false);
  const noticeId = useId();
  const [removing, setRemoving] = useState<SavedCard | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  const run = async (card: SavedCard, action: CardAction) => {
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

  // Disabled, not hidden, for a delegate: the notice below says why.
  const addButton = (
    <Button
      variant="contained"
      startIcon={<AddCardOutlined aria-hidden />}
      onClick={() => setAdding(true)}
      disabled={Boolean(readOnlyFor)}
      aria-describedby={readOnlyFor ? noticeId : undefined}
    >
      Add card
    </Button>
  );

  return (
    <>
      <PageHeader title="Billing" subtitle={texts.subtitle} actions={addButton} />
      {readOnlyFor && (
        <Alert id={noticeId} severity="info" sx={{ mb: 2.5 }}>
          You are acting for {readOnlyFor}: only {readOnlyFor} can add, remove or change cards.
        </Alert>
      )}
      {error && !cards ? (
        <LoadError title={texts.loadErrorTitle ?? messageOr(error, DEFAULT_FAILURE_TEXT)} error={error} onRetry={onRetry} />
      ) : isLoading || !cards ? (
        <Stack spacing={1.5} aria-busy="true" aria-label="Loading your cards">
          {[0, 1].map((i) => (
            <Skeleton key={i} variant="rounded" height={56} />
          ))}
        </Stack>
      ) : cards.length === 0 ? (
        <EmptyState title={NO_CARDS_TEXT} description={texts.emptyDescription} />
      ) : (
        <SectionCard title="Saved cards">
          <CardsTable
            cards={cards}
            busyId={busyId}
            onMakeDefault={readOnlyFor ? undefined : (card) => void run(card, makeDefault)}
            onRemove={readOnlyFor ? undefined : setRemoving}
          />
        </SectionCard>
      )}
      <AddCardDialog open={adding && !readOnlyFor} onClose={() => setAdding(false)} onSave={save} />
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
