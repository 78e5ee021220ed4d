import { z } from 'zod';
import { envelope, listQuerySchema, pageOf, roleSchema, type Role } from './common';

// API keys: a secret for server-to-server calls that acts as its owner, limited to its scopes. The secret is shown
// once, when the key is made; the server keeps only its SHA-256 and its visible prefix.

/** Every scope a key may carry, and the routes that accept it (README, "API keys"). */
export const API_KEY_SCOPES = ['webhook-orders:read', 'webhook-orders:write'] as const;
export const apiKeyScopeSchema = z.enum(API_KEY_SCOPES);
export type ApiKeyScope = z.infer<typeof apiKeyScopeSchema>;

/** The roles that hold API keys. */
export const API_KEY_ROLES = ['SUPER_ADMIN', 'GYM_OWNER', 'DOCTOR', 'MEDICAL_PROVIDER'] as const satisfies readonly Role[];

/** What each scope allows, and which roles can use it (a partner has no doctor's feed to read). */
export const API_KEY_SCOPE_INFO: Record<ApiKeyScope, { label: string; description: string; roles: readonly Role[] }> = {
  'webhook-orders:read': {
    label: 'Read webhook orders',
    description: "Read a doctor's webhook-order feed and its new orders (GET /webhook-order/doctor/{id})",
    roles: ['SUPER_ADMIN', 'DOCTOR', 'MEDICAL_PROVIDER'],
  },
  'webhook-orders:write': {
    label: 'Manage webhook orders',
    description: 'Create a webhook-order feed and move it on (POST /webhook-order, PATCH /webhook-order/{id})',
    roles: ['SUPER_ADMIN', 'GYM_OWNER', 'DOCTOR', 'MEDICAL_PROVIDER'],
  },
};

/** The scopes a role may give its keys. */
export const scopesForRole = (role: Role): ApiKeyScope[] => API_KEY_SCOPES.filter((s) => API_KEY_SCOPE_INFO[s].roles.includes(role));

/** Every key starts with this, then 48 letters and digits; the first 8 of them (with the start) are its visible prefix. */
export const API_KEY_START = 'glp_live_';
/** The header a key may come in, instead of `Authorization: Bearer <key>`. */
export const API_KEY_HEADER = 'x-api-key';

export const API_KEY_STATUSES = ['ACTIVE', 'REVOKED'] as const;

export const apiKeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  prefix: z.string(),
  scopes: z.array(apiKeyScopeSchema),
  status: z.enum(API_KEY_STATUSES),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  /** Whose key it is (an administrator sees every account's keys). */
  owner: z.object({ id: z.uuid(), name: z.string(), email: z.string(), role: roleSchema }),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const API_KEY_SORTS = ['createdAt:desc', 'createdAt:asc', 'name:asc', 'name:desc', 'lastUsedAt:desc'] as const;
/** GET /api-keys: my keys (every key for an administrator), newest first; search by name or prefix. */
export const apiKeysQuerySchema = listQuerySchema(API_KEY_SORTS, 'createdAt:desc').extend({
  status: z.enum(API_KEY_STATUSES).optional(),
});
export type ApiKeysQuery = z.input<typeof apiKeysQuerySchema>;
export const apiKeysReplySchema = envelope(pageOf(apiKeySchema));

/** POST /api-keys: a name to know it by, and at least one scope. */
export const createApiKeyBodySchema = z.object({
  name: z.string().trim().min(1, 'Enter a name').max(100, 'Use at most 100 characters'),
  scopes: z
    .array(apiKeyScopeSchema)
    .min(1, 'Choose at least one scope')
    .max(API_KEY_SCOPES.length)
    .refine((scopes) => new Set(scopes).size === scopes.length, 'Name each scope once'),
});
export type CreateApiKeyBody = z.input<typeof createApiKeyBodySchema>;

/** The new key, with its secret: the only time the secret is shown. */
export const createdApiKeySchema = z.object({ key: apiKeySchema, secret: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;
export const createApiKeyReplySchema = envelope(createdApiKeySchema);
export const apiKeyReplySchema = envelope(apiKeySchema);
