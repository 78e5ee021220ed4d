import type { FastifyBaseLogger } from 'fastify';
import type { ExternalPatientSource } from './adapters/external-patients';
import type { Notifier } from './adapters/notify';
import type { PaymentsAdapter } from './adapters/payments';
import type { Pharmacies } from './adapters/pharmacies';
import type { StorageAdapter } from './adapters/storage';
import type { Actor, AnyActor } from './access/actor';
import { AuditTrail, type AuditEntry, type AuditOrigin } from './audit/audit';
import type { TokenService } from './auth/tokens';
import type { Config } from './config';
import type { Db } from './db/client';
import { unauthorized } from './errors';

/** What services need from outside the database: configuration and the adapters. */
export type Deps = {
  config: Config;
  tokens: TokenService;
  notifier: Notifier;
  payments: PaymentsAdapter;
  storage: StorageAdapter;
  pharmacies: Pharmacies;
  externalPatients: ExternalPatientSource;
  log: FastifyBaseLogger;
};

/**
 * Everything a service call needs, and nothing of HTTP: the database (or the current transaction), who is acting,
 * the audit trail bound to them, where the call came from, and the adapters.
 */
export type Ctx = {
  db: Db;
  actor: AnyActor;
  audit: AuditTrail;
  origin: AuditOrigin;
  deps: Deps;
  /**
   * For calls open to anonymous and signed-in callers alike (an intake reached by its token or by its owner):
   * checks the bearer token only when the service needs to know (a 401 if it is bad) and returns the signed-in
   * context. Absent when there is no token to check.
   */
  signIn?: () => Promise<Ctx>;
  /**
   * The hash of an intake's secret token the caller holds (an anonymous intake, a renewal's): the intakes repository
   * puts it in the WHERE of every read and write, beside the owner's policy, so that holding the token is checked by
   * the database rather than remembered by a service. Set by the intake module once the token matched.
   */
  intakeTokenHash?: string;
  /**
   * Set for a write sent with an `Idempotency-Key` (platform/http/idempotency.ts): marks the key applied inside each
   * transaction the write commits, so that a reply lost in a crash is never taken for work that was not done.
   */
  markApplied?: (db: Db) => Promise<void>;
};

export function createContext(input: { db: Db; actor: AnyActor; origin: AuditOrigin; deps: Deps; deferReads?: boolean }): Ctx {
  return {
    db: input.db,
    actor: input.actor,
    origin: input.origin,
    deps: input.deps,
    audit: new AuditTrail(input.actor, input.origin, input.deferReads),
  };
}

/** The same work as another actor (a checkout acting for the account it just created): one audit trail still. */
export const withActor = (ctx: Ctx, actor: AnyActor): Ctx => ({ ...ctx, actor, audit: ctx.audit.as(actor), signIn: undefined });

/** The signed-in user a call needs, or a 401 (services behind a guard always have one). */
export function userOf(ctx: Ctx): Actor {
  if (ctx.actor.kind !== 'user') throw unauthorized();
  return ctx.actor;
}

/**
 * Runs `fn` in one transaction, with a context whose `db` is the transaction: every repository call inside it,
 * and the audit rows they record, commit or roll back together. `attempted` is what a rollback is audited as.
 */
export async function inTransaction<T>(ctx: Ctx, fn: (tx: Ctx) => Promise<T>, attempted: AuditEntry | null = null): Promise<T> {
  if (ctx.db.isTransaction) return fn(ctx);
  const checkpoint = ctx.audit.checkpoint();
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const result = await fn({ ...ctx, db: trx });
      if (ctx.markApplied) await ctx.markApplied(trx);
      return result;
    });
  } catch (error) {
    ctx.audit.rolledBack(checkpoint, attempted);
    throw error;
  }
}

/**
 * A change and its audit row in one transaction: repositories write patient and money data through this, so that no
 * service records a change by hand (tests/server/architecture.test.ts refuses one that does). `entry` may depend on
 * what the write returned (the new row's id); the write runs on the transaction's `db`.
 */
export function auditedChange<T>(ctx: Ctx, write: (db: Db) => Promise<T>, entry: AuditEntry | ((result: T) => AuditEntry)): Promise<T> {
  return inTransaction(ctx, async (tx) => {
    const result = await write(tx.db);
    await tx.audit.record(tx.db, typeof entry === 'function' ? entry(result) : entry);
    return result;
  });
}

/** One audit row per record a change moved (`entry` names each), in the change's transaction `tx`. */
export async function recordEach<R>(tx: Ctx, records: readonly R[], entry: (record: R) => AuditEntry): Promise<void> {
  for (const record of records) await tx.audit.record(tx.db, entry(record));
}

/** Notes a read that is not one record or one list page (a summary, a chart): one row when the request ends. */
export const noteRead = (ctx: Ctx, entry: AuditEntry): Promise<void> => ctx.audit.noteRead(ctx.db, entry);

/** Notes the read of a list page: which resource, which page, how many rows it showed (never the rows themselves). */
export const noteListRead = (
  ctx: Ctx,
  resourceType: string,
  shown: { page?: number; count: number },
  more: { patientId?: string; resourceId?: string; details?: Record<string, unknown> } = {},
): Promise<void> =>
  ctx.audit.noteRead(ctx.db, {
    action: 'LIST',
    resourceType,
    ...more,
    details: { ...(shown.page ? { page: shown.page } : {}), ...more.details, count: shown.count },
  });

/** How a refused lookup is audited when the caller names it better than a read (a prescription send reads its order). */
export type DeniedAs = Partial<Pick<AuditEntry, 'action' | 'resourceType' | 'resourceId' | 'details'>>;

/**
 * Notes the lookup of one record: a READ, or, when the policy filtered it out (or it does not exist), a DENIED row
 * naming the id asked for and what the caller attempted.
 */
export const noteLookup = (ctx: Ctx, read: AuditEntry, found: boolean, deniedAs: DeniedAs = {}): Promise<void> =>
  ctx.audit.noteRead(
    ctx.db,
    found ? { ...read, outcome: 'SUCCESS' } : { ...read, ...deniedAs, patientId: read.patientId ?? null, outcome: 'DENIED' },
  );
