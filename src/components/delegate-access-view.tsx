import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useState, type ComponentProps } from 'react';
import type { DelegateAccess } from '@contracts/auth';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { SectionCard } from '@/components/section-card';
import { messageOr } from '@/lib/api-errors';
import { fullName, selectSelectedDelegateAccess, useSessionSelector } from '@/lib/session';
import { toastFailure, toastSuccess } from '@/lib/toast';
import { DelegateTable } from '@/components/delegate-table';
import { GiveAccessForm } from '@/components/give-access-form';

export const FETCH_FAILED_TEXT = 'Failed to fetch delegate access';
export const REVOKE_FAILED_TEXT = 'Failed to revoke delegate access';

/** What differs between the portals that give delegate access. */
export interface DelegateAccessTexts {
  subtitle: string;
  /** Under "No one has access yet", for the owner. */
  emptyDescription: string;
  /** What revoking does to the entry, after "... will no longer be able to act for you." */
  afterRevoke: string;
}

interface DelegateAccessViewProps {
  texts: DelegateAccessTexts;
  /** The owner's accesses as loaded (SWR's answer). */
  accesses: DelegateAccess[] | undefined;
  error: unknown;
  isLoading: boolean;
  onRetry: () => void;
  create: ComponentProps<typeof GiveAccessForm>['onGive'];
  revoke: (id: string) => Promise<{ message?: string }>;
}

/**
 * /access: who may act for the signed-in owner (a doctor, a partner), giving access by e-mail and revoking it. Each
 * portal's page passes its own calls (a feature's hooks) and words.
 */
export function DelegateAccessView({ texts, accesses, error, isLoading, onRetry, create, revoke }: DelegateAccessViewProps) {
  const [revoking, setRevoking] = useState<DelegateAccess | null>(null);
  const [busy, setBusy] = useState(false);
  /** A delegate acting for the owner may see who has access but not change it (the server refuses it too). */
  const actingFor = useSessionSelector(selectSelectedDelegateAccess)?.owner ?? null;

  const confirmRevoke = async (access: DelegateAccess) => {
    setBusy(true);
    try {
      const reply = await revoke(access.id);
      toastSuccess(reply.message);
    } catch (failure) {
      toastFailure(messageOr(failure, REVOKE_FAILED_TEXT));
    } finally {
      setBusy(false);
      setRevoking(null);
    }
  };

  return (
    <>
      <PageHeader title="Delegate Access" subtitle={texts.subtitle} />
      <Stack spacing={2.5}>
        {actingFor ? (
          <Alert severity="info">
            You are acting for {fullName(actingFor)}: only {fullName(actingFor)} can give or revoke access.
          </Alert>
        ) : (
          <SectionCard title="Give access">
            <GiveAccessForm onGive={create} />
          </SectionCard>
        )}
        <SectionCard title="People with access">
          {error && !accesses ? (
            <LoadError title={FETCH_FAILED_TEXT} error={error} onRetry={onRetry} />
          ) : isLoading || !accesses ? (
            <Stack spacing={1.5} aria-busy="true" aria-label="Loading delegate access">
              {[0, 1].map((i) => (
                <Skeleton key={i} variant="rounded" height={48} />
              ))}
            </Stack>
          ) : accesses.length === 0 ? (
            <EmptyState title="No one has access yet" description={actingFor ? undefined : texts.emptyDescription} />
          ) : (
            <DelegateTable accesses={accesses} onRevoke={actingFor ? undefined : setRevoking} />
          )}
        </SectionCard>
      </Stack>
      <ConfirmDialog
        open={revoking !== null}
        title="Revoke access?"
        confirmLabel="Revoke"
        busy={busy}
        onConfirm={() => revoking && void confirmRevoke(revoking)}
        onClose={() => setRevoking(null)}
      >
        {revoking &&
          `${fullName(revoking.delegate)} (${revoking.delegate.email}) will no longer be able to act for you. ${texts.afterRevoke}`}
      </ConfirmDialog>
    </>
  );
}
