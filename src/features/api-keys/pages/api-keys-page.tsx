import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import Alert from '@mui/material/Alert';
import { useId, useState } from 'react';
import { scopesForRole, type ApiKey } from '@contracts/api-keys';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { ListPage } from '@/components/list-page';
import { ListSearchToolbar } from '@/components/search-toolbar';
import { SelectFilter } from '@/components/select-filter';
import { serverMessage } from '@/lib/api-errors';
import { useSessionSelector } from '@/lib/session';
import { toastFailure, toastSuccess } from '@/lib/toast';
import { useStayOnLastPage } from '@/lib/use-list-query';
import { useApiKeys } from '@/api/api-keys/get-api-keys';
import { useApiKeyActions } from '@/api/api-keys/manage-api-keys';
import { ApiKeysTable } from '@/features/api-keys/components/api-keys-table';
import { CreateKeyDialog } from '@/features/api-keys/components/create-key-dialog';
import { useApiKeysQuery } from '@/features/api-keys/lib/use-api-keys-query';
import {
  API_KEYS_ERROR_TEXT,
  KEY_REVOKED_TEXT,
  REVOKE_FAILED_TEXT,
  SORT_OPTIONS,
  STATUS_OPTIONS,
  type ApiKeySort,
} from '@/features/api-keys/lib/texts';

/** /api-key: the keys that let another system call the API as this account, made, listed and revoked here. */
export function ApiKeysPage() {
  const role = useSessionSelector((s) => s.user.user?.role);
  // Only the account holder makes keys: not a delegate, nor an administrator acting as the account.
  const onBehalf = useSessionSelector((s) => Boolean(s.user.selectedDelegateAccess || s.user.actingAs));
  const list = useApiKeysQuery();
  const { query, update, status } = list;
  const keys = useApiKeys({ page: query.page, limit: query.limit, sort: query.sort, search: query.search, status });
  const { data } = keys;
  const pastEnd = useStayOnLastPage(list, data?.total);
  const actions = useApiKeyActions();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const [busy, setBusy] = useState(false);
  const admin = role === 'SUPER_ADMIN';
  const noticeId = useId();

  const revoke = async () => {
    if (!revoking) return;
    setBusy(true);
    try {
      await actions.revoke(revoking.id);
      toastSuccess(KEY_REVOKED_TEXT);
      setRevoking(null);
    } catch (error) {
      toastFailure(serverMessage(error) ?? REVOKE_FAILED_TEXT);
    } finally {
      setBusy(false);
    }
  };

  // Disabled with its reason in view (a tooltip on a disabled button is never seen): the notice under the title.
  const createButton = (
    <Button
      variant="contained"
      startIcon={<AddOutlined aria-hidden />}
      onClick={() => setCreating(true)}
      disabled={!role || onBehalf}
      aria-describedby={onBehalf ? noticeId : undefined}
    >
      Create API key
    </Button>
  );

  return (
    <>
      <ListPage
        title="API Keys"
        subtitle={
          admin
            ? 'Every account’s keys for server-to-server calls. A key acts as its owner, only for its scopes.'
            : 'Keys let your other systems call the API as you, only for the scopes you give them.'
        }
        actions={createButton}
        notice={
          onBehalf ? (
            <Alert id={noticeId} severity="info" sx={{ mb: 2.5 }}>
              Only the account holder creates API keys. You are acting for this account, so you can see its keys but not make new ones.
            </Alert>
          ) : undefined
        }
        empty={<EmptyState title="No API keys yet" description="Create a key to connect another system, such as your CRM." />}
        filtered={Boolean(query.search || status)}
        toolbar={
          <ListSearchToolbar list={list} label="Search keys" helperText="By name or key prefix">
            <SelectFilter
              label="Status"
              value={status ?? ''}
              allLabel="All keys"
              options={STATUS_OPTIONS}
              onChange={(next) => update({ status: next, page: 1 })}
              minWidth={160}
            />
            <SelectFilter<ApiKeySort>
              label="Sort by"
              value={query.sort}
              options={SORT_OPTIONS}
              onChange={(sort) => update({ sort, page: 1 })}
              minWidth={180}
            />
          </ListSearchToolbar>
        }
        load={keys}
        errorTitle={API_KEYS_ERROR_TEXT}
        noMatch={<EmptyState title="No keys match" description="Try another search or status." />}
        progressLabel="Loading API keys"
      >
        <ApiKeysTable
          keys={pastEnd ? undefined : data?.items}
          busy={keys.isValidating}
          paging={list.paging(data?.total)}
          showOwner={admin}
          onRevoke={setRevoking}
        />
      </ListPage>
      {creating && role && <CreateKeyDialog scopes={scopesForRole(role)} create={actions.create} onClose={() => setCreating(false)} />}
      <ConfirmDialog
        open={revoking !== null}
        title="Revoke this API key?"
        confirmLabel="Revoke key"
        busy={busy}
        onConfirm={() => void revoke()}
        onClose={() => setRevoking(null)}
      >
        {revoking ? `“${revoking.name}” (${revoking.prefix}…) will stop working at once. This cannot be undone.` : ''}
      </ConfirmDialog>
    </>
  );
}
