import type { Insertable, Kysely } from 'kysely';
import { auditIdentity, type AnyActor } from '#server/platform/access/actor';
import type { Database } from '#server/platform/db/schema';
import type { AuditLogsTable } from '#server/platform/db/schema-audit';

export type AuditOutcome = 'SUCCESS' | 'FAILURE' | 'DENIED';

export type AuditEntry = {
  action: string;
  resourceType: string;
  resourceId?: string | null;
  patientId?: string | null;
  outcome?: AuditOutcome;
  /** Never patient data: ids, counts and reasons only. */
  details?: Record<string, unknown>;
  /** For events where the actor is not signed in yet (a sign-in, a checkout creating the account): who it was about. */
  actorUserId?: string | null;
};

type Db = Kysely<Database>;
export type AuditOrigin = { ip: string | null; userAgent: string | null };

/** What one unit of work has audited so far, shared by every trail of it (the same work as another actor included). */
type UnitState = { pendingRead: { entry: AuditEntry; actor: AnyActor } | null; recorded: number };

/**
 * The audit trail of one unit of work (a request or a job run), bound to its actor, ip and user agent.
 * Changes are recorded at once, in the caller's transaction, so the change and its row commit together.
 * Reads are noted and written as one row when the request ends, unless the request recorded a change:
 * one call, one row. Repositories and the service functions wrapping them call it; handlers never do.
 */
export class AuditTrail {
  constructor(
    private readonly actor: AnyActor,
    private readonly origin: AuditOrigin,
    /** Jobs have no end of request to wait for: their reads are written at once. */
    private readonly deferReads = true,
    private readonly unit: UnitState = { pendingRead: null, recorded: 0 },
  ) {}

  /** The same unit of work continued as another actor (a checkout acting for the account it just created). */
  as(actor: AnyActor): AuditTrail {
    return new AuditTrail(actor, this.origin, this.deferReads, this.unit);
  }

  async record(db: Db, entry: AuditEntry): Promise<void> {
    await insertAudit(db, this.actor, this.origin, entry);
    this.unit.recorded += 1;
  }

  async noteRead(db: Db, entry: AuditEntry): Promise<void> {
    if (!this.deferReads) return this.record(db, entry);
    const pending = this.unit.pendingRead;
    // A denied read outranks a successful one: it is what an auditor looks for.
    if (!pending || (entry.outcome === 'DENIED' && pending.entry.outcome !== 'DENIED')) {
      this.unit.pendingRead = { entry, actor: this.actor };
    }
  }

  /** Marks where a transaction starts, so that a rollback can forget the rows it took with it. */
  checkpoint(): number {
    return this.unit.recorded;
  }

  /** The transaction rolled back: its rows are gone, so the attempt is kept as a failed read-like row instead. */
  rolledBack(checkpoint: number, attempted: AuditEntry | null): void {
    this.unit.recorded = checkpoint;
    if (attempted && !this.unit.pendingRead) this.unit.pendingRead = { entry: { ...attempted, outcome: 'FAILURE' }, actor: this.actor };
  }

  get hasRecords(): boolean {
    return this.unit.recorded > 0;
  }

  /**
   * Writes the noted read unless a change was recorded. Called once, before the reply is sent: the reply leaves only
   * once its row is committed (with the rows of the other requests ending at the same time: `readRows`).
   */
  async flush(db: Db): Promise<void> {
    const pending = this.unit.pendingRead;
    this.unit.pendingRead = null;
    if (pending && this.unit.recorded === 0) {
      const row = auditRow(pending.actor, this.origin, pending.entry);
      await (db.isTransaction ? insertRows(db, [row]) : readRows(db).write(row));
      this.unit.recorded += 1;
    }
  }
}

type AuditRow = Insertable<AuditLogsTable>;

/**
 * Group commit of the read rows written at the end of requests. A request's row is committed before its reply leaves,
 * as if it were inserted alone, but the requests that end while an insert is in flight share the next one: one
 * multi-row INSERT (one round trip, one commit) instead of one each. Under no load a row is inserted at once, alone.
 * If a shared insert fails, each of its rows is tried alone, so that a row fails (and its request with it, as before)
 * only for its own reason. Changes never come here: they are recorded in their own transaction (`record`).
 */
class GroupWriter {
  private queued: { row: AuditRow; resolve: () => void; reject: (error: unknown) => void }[] = [];
  private inFlight = false;

  constructor(private readonly db: Db) {}

  write(row: AuditRow): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queued.push({ row, resolve, reject });
      if (!this.inFlight) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.inFlight = true;
    try {
      while (this.queued.length > 0) {
        const batch = this.queued.splice(0, MAX_BATCH);
        try {
          await insertRows(
            this.db,
            batch.map((b) => b.row),
          );
          for (const b of batch) b.resolve();
        } catch (error) {
          if (batch.length === 1) batch[0].reject(error);
          else await Promise.all(batch.map((b) => insertRows(this.db, [b.row]).then(b.resolve, b.reject)));
        }
      }
    } finally {
      this.inFlight = false;
    }
  }
}

const MAX_BATCH = 100;
const writers = new WeakMap<Db, GroupWriter>();
const readRows = (db: Db) => {
  let writer = writers.get(db);
  if (!writer) writers.set(db, (writer = new GroupWriter(db)));
  return writer;
};

const insertRows = (db: Db, rows: AuditRow[]) => db.insertInto('audit_logs').values(rows).execute();

async function insertAudit(db: Db, actor: AnyActor, origin: AuditOrigin, entry: AuditEntry) {
  await insertRows(db, [auditRow(actor, origin, entry)]);
}

function auditRow(actor: AnyActor, origin: AuditOrigin, entry: AuditEntry): AuditRow {
  const who = auditIdentity(actor);
  // A call made with an API key names the key on every row it leaves.
  const details = actor.kind === 'user' && actor.apiKeyId ? { ...entry.details, apiKeyId: actor.apiKeyId } : entry.details;
  return {
    actor_user_id: who.actorUserId ?? entry.actorUserId ?? null,
    acting_for_user_id: who.actingForUserId,
    role: who.role,
    action: entry.action,
    resource_type: entry.resourceType,
    resource_id: entry.resourceId ?? null,
    patient_id: entry.patientId ?? null,
    outcome: entry.outcome ?? 'SUCCESS',
    ip: origin.ip,
    user_agent: origin.userAgent?.slice(0, 500) ?? null,
    details: details ? JSON.stringify(details) : null,
  };
}
