import type { PGliteInterface } from '@electric-sql/pglite';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { INSTANCE_APPLICATION_NAME } from '#server/platform/instance';
import type { Database } from './schema';

type Db = Kysely<Database>;

/**
 * PostgreSQL LISTEN/NOTIFY, for work that every instance must hear about (a chat message reaching sockets held by
 * another instance). `notify` runs in the caller's transaction: PostgreSQL delivers it when that transaction commits,
 * and never if it rolls back. Payloads are small JSON (ids, not content: a NOTIFY carries at most 8000 bytes and is
 * visible to every listener). Each instance listens on one connection of its own: PGlite's `listen` on the embedded
 * database, a dedicated `pg.Client` (reconnected with backoff) on a PostgreSQL server. A notification sent while a
 * listener is reconnecting is lost: listeners must treat them as hints (clients fetch again after a reconnect).
 */

export type NotificationHandler = (payload: unknown) => void;

export type Listener = {
  /** Starts listening on a channel (a lowercase identifier); the handler gets each payload, parsed. */
  listen: (channel: string, handler: NotificationHandler) => Promise<void>;
  /** Stops every channel and releases the connection. */
  close: () => Promise<void>;
};

type Source = { kind: 'pglite'; pglite: PGliteInterface } | { kind: 'postgres'; url: string };

const sources = new WeakMap<Db, Source>();

/** Called by openDatabase: where a listener for this database connects. */
export const registerNotificationSource = (db: Db, source: Source): void => void sources.set(db, source);

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

/** Sends a notification on a channel, in `db`'s transaction when it is one (delivered on commit). */
export async function notify(db: Db, channel: string, payload: Record<string, unknown>): Promise<void> {
  const text = JSON.stringify(payload);
  if (Buffer.byteLength(text) > 7900) throw new Error(`Notification on ${channel} too large: send ids, not content`);
  await sql`select pg_notify(${channel}, ${text})`.execute(db);
}

type Log = { warn: (obj: object, msg: string) => void; info: (obj: object, msg: string) => void };

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/** A listener on the database `db` was opened on (none known: one that never hears anything, e.g. a test's stub). */
export function createListener(db: Db, log: Log): Listener {
  const source = sources.get(db);
  if (!source) return { listen: async () => undefined, close: async () => undefined };
  return source.kind === 'pglite' ? pgliteListener(db, source.pglite, log) : sharedPostgresListener(source.url, log);
}

/**
 * On a PostgreSQL server, the listeners of one process on one database share one connection (the chat's and the actor
 * cache's: one connection per instance, not one per feature); it closes with the last of them.
 */
const shared = new Map<string, { connection: Listener; handlers: Map<string, Set<NotificationHandler>>; users: number }>();

function sharedPostgresListener(url: string, log: Log): Listener {
  let entry = shared.get(url);
  if (!entry) {
    const handlers = new Map<string, Set<NotificationHandler>>();
    entry = { connection: postgresListener(url, log), handlers, users: 0 };
    shared.set(url, entry);
  }
  const hub = entry;
  hub.users += 1;
  const mine: [string, NotificationHandler][] = [];
  let closed = false;
  return {
    async listen(channel, handler) {
      mine.push([channel, handler]);
      const set = hub.handlers.get(channel);
      if (set) return void set.add(handler);
      hub.handlers.set(channel, new Set([handler]));
      await hub.connection.listen(channel, (payload) => {
        for (const h of hub.handlers.get(channel) ?? []) h(payload);
      });
    },
    async close() {
      if (closed) return;
      closed = true;
      for (const [channel, handler] of mine) hub.handlers.get(channel)?.delete(handler);
      hub.users -= 1;
      if (hub.users > 0) return;
      shared.delete(url);
      await hub.connection.close();
    },
  };
}

function pgliteListener(db: Db, pglite: PGliteInterface, log: Log): Listener {
  const stops: (() => Promise<void>)[] = [];
  return {
    async listen(channel, handler) {
      if (!CHANNEL.test(channel)) throw new Error(`Bad channel name: ${channel}`);
      // PGlite is one connection: LISTEN runs while this holds it (pglite-dialect.ts), so never inside another
      // caller's transaction, whose rollback would undo it.
      const stop = await db.connection().execute(() =>
        pglite.listen(channel, (text) => {
          const payload = parse(text);
          if (payload === undefined) log.warn({ channel }, 'ignored a notification that is not JSON');
          else handler(payload);
        }),
      );
      stops.push(() => stop());
    },
    async close() {
      const pending = stops.splice(0);
      if (pglite.closed) return;
      await Promise.all(pending.map((stop) => stop().catch(() => undefined)));
    },
  };
}

function postgresListener(url: string, log: Log): Listener {
  const handlers = new Map<string, NotificationHandler>();
  let client: pg.Client | null = null;
  let closed = false;
  let retryMs = 500;
  let timer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    if (closed) return;
    const next = new pg.Client({ connectionString: url, application_name: INSTANCE_APPLICATION_NAME });
    next.on('notification', (message) => {
      const handler = handlers.get(message.channel);
      const payload = message.payload === undefined ? undefined : parse(message.payload);
      if (handler && payload !== undefined) handler(payload);
    });
    const lost = (error?: Error) => {
      if (client !== next) return;
      client = null;
      void next.end().catch(() => undefined);
      if (closed) return;
      log.warn({ err: error?.message, retryMs }, 'notification listener lost its connection; reconnecting');
      timer = setTimeout(() => void connect(), retryMs);
      timer.unref();
      retryMs = Math.min(retryMs * 2, 30_000);
    };
    next.on('error', lost);
    next.on('end', () => lost());
    client = next;
    try {
      await next.connect();
      for (const channel of handlers.keys()) await next.query(`LISTEN ${channel}`);
      retryMs = 500;
    } catch (error) {
      lost(error as Error);
    }
  };

  return {
    async listen(channel, handler) {
      if (!CHANNEL.test(channel)) throw new Error(`Bad channel name: ${channel}`);
      handlers.set(channel, handler);
      if (!client) await connect();
      else await client.query(`LISTEN ${channel}`);
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      const current = client;
      client = null;
      if (current) await current.end().catch(() => undefined);
    },
  };
}
