import { API_KEY_SORTS } from '@contracts/api-keys';

export const API_KEYS_ERROR_TEXT = 'Error fetching API keys';
export const CREATE_FAILED_TEXT = 'Failed to create the API key';
export const REVOKE_FAILED_TEXT = 'Failed to revoke the API key';
export const KEY_REVOKED_TEXT = 'API key revoked';
export const SECRET_COPIED_TEXT = 'API key copied';
export const SECRET_WARNING_TEXT = 'Copy this key now and keep it somewhere safe: it will not be shown again.';

export type ApiKeySort = (typeof API_KEY_SORTS)[number];
export const SORT_OPTIONS: readonly { value: ApiKeySort; label: string }[] = [
  { value: 'createdAt:desc', label: 'Newest first' },
  { value: 'createdAt:asc', label: 'Oldest first' },
  { value: 'name:asc', label: 'Name (A to Z)' },
  { value: 'name:desc', label: 'Name (Z to A)' },
  { value: 'lastUsedAt:desc', label: 'Recently used' },
];
export const STATUS_OPTIONS = [
  { value: 'ACTIVE', label: 'Active' },
  { value: 'REVOKED', label: 'Revoked' },
] as const;

export const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
