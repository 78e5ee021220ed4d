import type { Actor } from '#server/platform/access/actor';
import type { Db } from '#server/platform/db/client';
import { createListener, type Listener } from '#server/platform/db/notifications';

/**
 * The resolved actor of an access token, kept for about a second (README "Benchmarks", throughput): a list request
 * otherwise spends a JWT verification and a session query on every call. Keyed by the token itself, so that a hit
 * is the very token that was verified; each entry lives until the earlier of ACTOR_CACHE_MS and the token's expiry.
 *
 * What makes an actor stale (a session ended, a password or role changed, an account deactivated or deleted, a
 * delegate access revoked, a partner's doctor changed) is announced twice:
 * - on this instance at once, by the repository that writes it (`actorsChanged`): matching entries are dropped, loads
 *   under way are not stored, and a tombstone refuses to store the ids it names for TOMBSTONE_MS (the writing
 *   transaction may not have committed yet, so a concurrent load may still read the old row);
 * - on every instance, by the database's triggers (migration 0042) over LISTEN/NOTIFY on ACTOR_CHANNEL, delivered
 *   when the writing transaction commits, whoever wrote it (another instance, an operator in psql).
 * A notification lost while an instance's listener reconnects leaves that instance's entries stale for at most
 * ACTOR_CACHE_MS: the worst case.
 */
export const ACTOR_CACHE_MS = 1000;
export const ACTOR_CACHE_MAX = 10_000;
const TOMBSTONE_MS = 10_000;
export const ACTOR_CHANNEL = 'actor_changes';

/**
 * What changed: a session (`s`), a user (`u`: as the token's user or as the person acting), a delegate access (`d`),
 * a partner's assigned doctor (`p`: the partner's and its doctors' actors).
 */
export type ActorChange = { s?: string; u?: string; d?: string; p?: string };

type Entry = { actor: Actor; until: number };

const matches = (actor: Actor, change: ActorChange) =>
  (change.s !== undefined && actor.sessionId === change.s) ||
  (change.u !== undefined && (actor.userId === change.u || actor.actorId === change.u)) ||
  (change.d !== undefined && actor.delegateAccessId === change.d) ||
  (change.p !== undefined && (actor.partnerId === change.p || actor.partnerIdsOfDoctor.includes(change.p)));

export class ActorCache {
  private readonly entries = new Map<string, Entry>();
  private tombstones: { change: ActorChange; until: number }[] = [];
  /** Bumped by every change: a load that began before one is not stored. Read by tests (a change was heard). */
  epoch = 0;
  private listener: Listener | null = null;

  constructor(
    private readonly ttlMs = ACTOR_CACHE_MS,
    private readonly max = ACTOR_CACHE_MAX,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /**
   * The actor of `token`: from the cache, else `load` (which verifies the token and reads its session) stored until
   * the earlier of the cache's life and `expiresAt` (ms: the token's or its acting session's end). A failed load is
   * not cached.
   */
  async resolve(token: string, load: () => Promise<{ actor: Actor; expiresAt: number }>): Promise<Actor> {
    const now = Date.now();
    const hit = this.entries.get(token);
    if (hit) {
      this.entries.delete(token);
      if (hit.until > now) {
        this.entries.set(token, hit); // most recently used last
        return hit.actor;
      }
    }
    const epoch = this.epoch;
    const { actor, expiresAt } = await load();
    if (epoch === this.epoch && this.ttlMs > 0 && !this.buried(actor)) {
      if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(token, { actor, until: Math.min(Date.now() + this.ttlMs, expiresAt) });
    }
    return actor;
  }

  /** Drops the entries `change` names; `local`: a change made here, whose transaction may not have committed yet. */
  invalidate(change: ActorChange, local = false): void {
    this.epoch += 1;
    for (const [token, entry] of this.entries) if (matches(entry.actor, change)) this.entries.delete(token);
    if (local) this.tombstones.push({ change, until: Date.now() + TOMBSTONE_MS });
  }

  private buried(actor: Actor): boolean {
    if (this.tombstones.length === 0) return false;
    const now = Date.now();
    this.tombstones = this.tombstones.filter((t) => t.until > now);
    return this.tombstones.some((t) => matches(actor, t.change));
  }

  /** Hears the changes made on every instance (LISTEN on ACTOR_CHANNEL). */
  async listen(db: Db, log: Parameters<typeof createListener>[1]): Promise<void> {
    this.listener = createListener(db, log);
    await this.listener.listen(ACTOR_CHANNEL, (payload) => {
      const change = payload as ActorChange;
      if (change && typeof change === 'object') this.invalidate(change);
    });
  }

  async close(): Promise<void> {
    caches.delete(this);
    this.entries.clear();
    await this.listener?.close();
    this.listener = null;
  }

  /** Registers the cache to hear this process's changes at once (an app's cache, until it closes). */
  register(): this {
    caches.add(this);
    return this;
  }
}

/** Every open app's cache in this process: a change made here reaches them before its NOTIFY does. */
const caches = new Set<ActorCache>();

/**
 * Drops the actors `change` names from this process's caches at once, before the write's transaction commits (the
 * database's triggers announce it to every instance when it does: migration 0042). Called by the repositories that
 * write sessions, users, delegate accesses and partners' doctors, beside the write.
 */
export function actorsChanged(change: ActorChange): void {
  for (const cache of caches) cache.invalidate(change, true);
}
