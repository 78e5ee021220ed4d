import { sql } from 'kysely';
import type { Db } from '#server/platform/db/client';
import { fullName } from '#server/platform/db/names';
import { immutableReply } from '#server/platform/http/serializer';

export type StaffDirectory = { partners: { id: string; name: string }[]; doctors: { id: string; name: string }[] };

/**
 * The directory of each database, with the version it was read at (migration 0060): shared by every request until a
 * write raises the version. Frozen and marked for the reply serializer, which then writes its JSON once.
 */
const cached = new WeakMap<Db, { version: string; directory: Promise<StaffDirectory> }>();

/**
 * Every partner's business name and every live doctor's name, for an administrator's list filters: one read of the
 * version per call, the directory itself only after a change (or in a transaction, which may hold uncommitted ones).
 */
export async function staffDirectory(db: Db): Promise<StaffDirectory> {
  if (db.isTransaction) return readDirectory(db);
  const { version } = await db.selectFrom('staff_directory_version').select('version').executeTakeFirstOrThrow();
  const hit = cached.get(db);
  if (hit?.version === version) return hit.directory;
  // Read after the version: a change committed in between is kept under the older version, so read again next time.
  const directory = readDirectory(db).then(immutableReply);
  cached.set(db, { version, directory });
  directory.catch(() => {
    if (cached.get(db)?.directory === directory) cached.delete(db);
  });
  return directory;
}

async function readDirectory(db: Db): Promise<StaffDirectory> {
  const [partners, doctors] = await Promise.all([
    db.selectFrom('partners').select(['id', 'business_name as name']).orderBy('business_name').orderBy('id').execute(),
    db
      .selectFrom('doctors')
      .innerJoin('users', 'users.id', 'doctors.user_id')
      .select(['doctors.id', sql<string>`'Dr. ' || ${fullName('users')}`.as('name')])
      .where('users.deleted_at', 'is', null)
      .orderBy('users.last_name')
      .orderBy('doctors.id')
      .execute(),
  ]);
  return { partners, doctors };
}
