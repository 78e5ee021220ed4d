import type { ApiKey, ApiKeyScope } from '#contracts/api-keys';
import type { Role } from '#contracts/common';
import type { ApiKeyRow } from './api-keys.repository';

export const apiKeyView = (r: ApiKeyRow): ApiKey => ({
  id: r.id,
  name: r.name,
  prefix: r.prefix,
  scopes: r.scopes as ApiKeyScope[],
  status: r.revoked_at ? 'REVOKED' : 'ACTIVE',
  createdAt: r.created_at.toISOString(),
  lastUsedAt: r.last_used_at?.toISOString() ?? null,
  revokedAt: r.revoked_at?.toISOString() ?? null,
  owner: { id: r.user_id, name: r.owner_name, email: r.owner_email, role: r.owner_role as Role },
});
