import type { ColumnType, Generated } from 'kysely';

/** Keys for server-to-server calls (migration 0029): only the secret's SHA-256 is kept. */
export interface ApiKeysTable {
  id: Generated<string>;
  user_id: string;
  name: string;
  /** The visible start of the key (`glp_live_` and 8 characters), unique: how a presented key is found. */
  prefix: string;
  secret_hash: string;
  scopes: string[];
  created_at: ColumnType<Date, Date | string | undefined, never>;
  last_used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  revoked_by: string | null;
}

/** Short links to partners' intake URLs (migration 0029). */
export interface ShortLinksTable {
  code: string;
  target_url: string;
  partner_id: string;
  created_by: string | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  clicks: Generated<number>;
  last_clicked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}
