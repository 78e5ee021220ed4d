import { type Kysely, sql } from 'kysely';

/**
 * Rate limits per client IP as well as per e-mail: wrong codes and sign-ups are counted too. IP keys are `ip:<address>`
 * in the same table (an e-mail key never has that form), so one index serves both.
 */
export async function upAuthAttemptKinds(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE auth_attempts DROP CONSTRAINT auth_attempts_kind_check`.execute(db);
  await sql`ALTER TABLE auth_attempts ADD CONSTRAINT auth_attempts_kind_check
    CHECK (kind IN ('LOGIN_FAILURE','OTP_SENT','OTP_FAILURE','SIGN_UP'))`.execute(db);
}

export async function downAuthAttemptKinds(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM auth_attempts WHERE kind IN ('OTP_FAILURE','SIGN_UP')`.execute(db);
  await sql`ALTER TABLE auth_attempts DROP CONSTRAINT auth_attempts_kind_check`.execute(db);
  await sql`ALTER TABLE auth_attempts ADD CONSTRAINT auth_attempts_kind_check
    CHECK (kind IN ('LOGIN_FAILURE','OTP_SENT'))`.execute(db);
}
