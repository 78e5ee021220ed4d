import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** Writes sent with an `Idempotency-Key` (migration 0050): the first reply of each caller's key, method and path. */
export interface IdempotencyKeysTable {
  /** `user:<id>` (or `user:<actor>:<user>` for a delegate), else a hash of the bearer or intake token, else `ip:<address>`. */
  caller: string;
  key: string;
  method: string;
  path: string;
  /** A keyed hash (HMAC) of the method, URL and body: never the body itself, which may hold a password or a card. */
  request_hash: string;
  status_code: number | null;
  content_type: string | null;
  reply: string | null;
  /** Set in the write's own transaction: the work committed even if the reply was never stored. */
  applied_at: Timestamp | null;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  /** The instance holding the claim (migration 0058): its connections' `application_name` is `api:<holder>`. */
  holder: string | null;
  /** This claim: the transactions a request commits mark the key applied only while it still holds it. */
  claim_token: string | null;
}
