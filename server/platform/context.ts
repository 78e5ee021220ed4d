import type { FastifyBaseLogger } from 'fastify';
import type { Notifier } from './adapters/notify';
import type { PaymentsAdapter } from './adapters/payments';
import type { Pharmacies } from './adapters/pharmacies';
import type { StorageAdapter } from './adapters/storage';
import type { AnyActor } from './access/actor';
import { AuditTrail, type AuditEntry, type AuditOrigin } from './audit/audit';
import type { TokenService } from './auth/tokens';
import type { Config } from './config';
import type { Db } from './db/client';

/** What services need from outside the database: configuration and the adapters. */
export type Deps = {
  config: Config;
  tokens: TokenService;
  notifier: Notifier;
  payments: PaymentsAdapter;
  storage: StorageAdapter;
  pharmacies: Pharmacies;
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

/** The same work as another actor (a checkout acting for the account it just created). */
export const withActor = (ctx: Ctx, actor: AnyActor): Ctx => ({ ...ctx, actor, audit: new AuditTrail(actor, ctx.origin, true) });

/**
 * Runs `fn` in one transaction, with a context whose `db` is the transaction: every repository call inside it,
 * and the audit rows they record, commit or roll back together. `attempted` is what a rollback is audited as.
 */
export async function inTransaction<T>(ctx: Ctx, fn: (tx: Ctx) => Promise<T>, attempted: AuditEntry | null = null): Promise<T> {
  if (ctx.db.isTransaction) return fn(ctx);
  const checkpoint = ctx.audit.checkpoint();
  try {
    return await ctx.db.transaction().execute((trx) => fn({ ...ctx, db: trx }));
  } catch (error) {
    ctx.audit.rolledBack(checkpoint, attempted);
    throw error;
  }
}
