import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { API_KEY_SCOPE_INFO, type ApiKey } from '@contracts/api-keys';
import { PagedTable } from '@/components/paged-table';
import { ToneChip } from '@/components/tone-chip';
import type { ListPaging } from '@/lib/list-query';
import { when } from '@/features/api-keys/lib/texts';

interface ApiKeysTableProps {
  keys: ApiKey[] | undefined;
  busy: boolean;
  paging: ListPaging;
  /** An administrator's list names each key's owner. */
  showOwner: boolean;
  /** Absent for someone working on the holder's behalf: only the holder revokes keys. */
  onRevoke?: (key: ApiKey) => void;
}

const nowrap = { whiteSpace: 'nowrap' } as const;

/** One page of API keys: what each is, when it was made and last used, and a way to revoke an active one. */
export function ApiKeysTable({ keys, busy, paging, showOwner, onRevoke }: ApiKeysTableProps) {
  const columns = ['Name', ...(showOwner ? ['Owner'] : []), 'Key', 'Scopes', 'Created', 'Last used', 'Status', 'Actions'];
  return (
    <PagedTable label="API keys" columns={columns} minWidth={900} loaded={Boolean(keys)} busy={busy} paging={paging}>
      {keys?.map((k) => (
        <TableRow key={k.id} hover>
          <TableCell sx={{ fontWeight: 600 }}>{k.name}</TableCell>
          {showOwner && (
            <TableCell>
              {k.owner.name}
              <Typography variant="body2" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                {k.owner.email}
              </Typography>
            </TableCell>
          )}
          <TableCell sx={{ ...nowrap, fontFamily: 'monospace' }}>{k.prefix}…</TableCell>
          <TableCell>{k.scopes.map((s) => API_KEY_SCOPE_INFO[s].label).join(', ')}</TableCell>
          <TableCell sx={nowrap}>{when(k.createdAt)}</TableCell>
          <TableCell sx={nowrap}>{k.lastUsedAt ? when(k.lastUsedAt) : 'Never'}</TableCell>
          <TableCell>
            <ToneChip label={k.status === 'ACTIVE' ? 'Active' : 'Revoked'} tone={k.status === 'ACTIVE' ? 'good' : 'neutral'} />
          </TableCell>
          <TableCell>
            {k.status === 'ACTIVE' && onRevoke && (
              <Button size="small" color="error" onClick={() => onRevoke(k)} aria-label={`Revoke ${k.name}`}>
                Revoke
              </Button>
            )}
          </TableCell>
        </TableRow>
      ))}
    </PagedTable>
  );
}
