import type { ColumnType, Generated } from 'kysely';

// Sign-in: sessions and their refresh tokens, one-time codes, and the attempts the rate limits count.
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface SessionsTable {
  id: Generated<string>;
  user_id: string;
  delegate_access_id: string | null;
  ip: string | null;
  user_agent: string | null;
  created_at: CreatedAt;
  last_used_at: UpdatedAt;
  revoked_at: Timestamp | null;
  revoked_reason: string | null;
  /** An admin's acting session (migration 0019): whom the admin (`user_id`) acts as, until `expires_at`. */
  acting_for_user_id: ColumnType<string | null, string | null | undefined, string | null>;
  expires_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  handover_code_hash: ColumnType<string | null, string | null | undefined, string | null>;
  handover_expires_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface RefreshTokensTable {
  id: Generated<string>;
  session_id: string;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface OtpCodesTable {
  id: Generated<string>;
  user_id: string;
  code_hash: string;
  attempts: Generated<number>;
  created_at: CreatedAt;
  expires_at: Timestamp;
  consumed_at: Timestamp | null;
}

export type AuthAttemptKind = 'LOGIN_FAILURE' | 'OTP_SENT' | 'OTP_FAILURE' | 'SIGN_UP' | 'API_KEY_FAILURE';

export interface AuthAttemptsTable {
  id: Generated<string>;
  kind: AuthAttemptKind;
  key: string;
  created_at: CreatedAt;
}
