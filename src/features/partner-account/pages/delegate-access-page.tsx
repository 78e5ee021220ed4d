import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import type { DelegateAccess } from '@contracts/auth';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DelegateTable } from '@/components/delegate-table';
import { EmptyState } from '@/components/empty-state';
import { GiveAccessForm } from '@/components/give-access-form';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { SectionCard } from '@/components/section-card';
import { messageOr } from '@/lib/api-errors';
import { fullName, selectSelectedDelegateAccess, useSessionSelector } from '@/lib/session';
import { toastFailure, toastSuccess } from '@/lib/toast';
import { useDelegateAccessActions } from '@/api/accounts/use-delegate-access-actions';
import { useOwnedAccesses } from '@/api/accounts/get-owned-delegate-accesses';
import { withPartnerApiBase } from '../lib/partner-api-base';

export const FETCH_FAILED_TEXT = 'Failed to fetch delegate access';
export const REVOKE_FAILED_TEXT = 'Failed to revoke delegate access';

/** /access: who may act for the partner, giving access by e-mail and revoking it (a revoked entry leaves the list). */
function DelegateAccessContent() {
  const { data: accesses, error, isLoading, mutate } = useOwnedAccesses();
  const { create, revoke } = useDelegateAccessActions();
  const [revoking, setRevoking] = useState<DelegateAccess | null>(null);
  const [busy, setBusy] = useState(false);
  /** A delegate acting for the partner sees who has access but may not change it (the server refuses it too). */
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
      <PageHeader
        title="Delegate Access"
        subtitle="A delegate can sign in and work for your business in this portal; every action they take is recorded under both your names."
      />
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
            <LoadError title={FETCH_FAILED_TEXT} error={error} onRetry={() => void mutate()} />
          ) : isLoading || !accesses ? (
            <Stack spacing={1.5} aria-busy="true" aria-label="Loading delegate access">
              {[0, 1].map((i) => (
                <Skeleton key={i} variant="rounded" height={48} />
              ))}
            </Stack>
          ) : accesses.length === 0 ? (
            <EmptyState
              title="No one has access yet"
              description={actingFor ? undefined : 'Give access above to let a member of your staff work for you.'}
            />
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
          `${fullName(revoking.delegate)} (${revoking.delegate.email}) will no longer be able to act for you, and leaves this list. You can give access again later.`}
      </ConfirmDialog>
    </>
  );
}

export const DelegateAccessPage = withPartnerApiBase(DelegateAccessContent);
