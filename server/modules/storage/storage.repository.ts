// Read-only joins: intakes (the intake module's), read in a subquery to tell whose intake an upload came with.
import type { Db } from '#server/platform/db/client';

/** What was offered for upload, by whom; the file's size once it arrived. */
export const insertUpload = (
  db: Db,
  values: { key: string; purpose: string; contentType: string; maxBytes: number; userId: string | null; intakeId: string | null },
) =>
  db
    .insertInto('uploads')
    .values({
      key: values.key,
      purpose: values.purpose,
      content_type: values.contentType,
      max_bytes: values.maxBytes,
      user_id: values.userId,
      intake_id: values.intakeId,
    })
    .execute();

/** Takes the link's one use: the upload (its purpose and account) when this call marked the file as arrived, undefined when a file came through it already. */
export const claimUpload = (db: Db, key: string, sizeBytes: number) =>
  db
    .updateTable('uploads')
    .set({ size_bytes: sizeBytes, uploaded_at: new Date() })
    .where('key', '=', key)
    .where('uploaded_at', 'is', null)
    .returning(['key', 'purpose', 'user_id'])
    .executeTakeFirst();

/** Gives the link's use back when the file could not be stored. */
export const releaseUpload = (db: Db, key: string) =>
  db.updateTable('uploads').set({ size_bytes: null, uploaded_at: null }).where('key', '=', key).execute();

/**
 * A file that arrived, if it belongs to this patient: uploaded by their account, with the order's intake, or with
 * another intake of theirs (a renewal carries the earlier photo ID over). An answer naming someone else's file finds nothing.
 */
export const findOwnedUpload = (db: Db, key: string, owner: { userId: string; intakeId: string | null }) =>
  db
    .selectFrom('uploads')
    .select(['key', 'purpose', 'content_type', 'size_bytes'])
    .where('key', '=', key)
    .where('uploaded_at', 'is not', null)
    .where((eb) =>
      eb.or([
        eb('user_id', '=', owner.userId),
        ...(owner.intakeId ? [eb('intake_id', '=', owner.intakeId)] : []),
        eb('intake_id', 'in', eb.selectFrom('intakes').select('intakes.id').where('intakes.user_id', '=', owner.userId)),
      ]),
    )
    .executeTakeFirst();

/** What a signed download link serves: the file's type as it was uploaded. */
export const findUploaded = (db: Db, key: string) =>
  db
    .selectFrom('uploads')
    .select(['key', 'purpose', 'content_type'])
    .where('key', '=', key)
    .where('uploaded_at', 'is not', null)
    .executeTakeFirst();

/** Every file that arrived for a patient: uploaded by their account or with one of their intakes, newest first. */
export const patientUploads = (db: Db, userId: string) =>
  db
    .selectFrom('uploads')
    .select(['key', 'purpose', 'content_type', 'size_bytes', 'uploaded_at'])
    .where('uploaded_at', 'is not', null)
    .where((eb) =>
      eb.or([
        eb('user_id', '=', userId),
        eb('intake_id', 'in', eb.selectFrom('intakes').select('intakes.id').where('intakes.user_id', '=', userId)),
      ]),
    )
    .orderBy('uploaded_at', 'desc')
    .orderBy('key')
    .execute();

/**
 * A file that arrived and that this person may read: their own (uploaded by their account or the person acting, or
 * with one of their intakes), or any partner's logo (shown to every patient on the partner's intake); every file for an
 * administrator.
 */
export const findReadable = (db: Db, key: string, reader: { userIds: string[]; everyFile: boolean }) =>
  db
    .selectFrom('uploads')
    .select(['key', 'purpose', 'content_type', 'user_id'])
    .where('key', '=', key)
    .where('uploaded_at', 'is not', null)
    .where((eb) =>
      reader.everyFile
        ? eb.val(true)
        : eb.or([
            eb('purpose', '=', 'partner-logo'),
            eb('user_id', 'in', reader.userIds),
            eb('intake_id', 'in', eb.selectFrom('intakes').select('intakes.id').where('intakes.user_id', 'in', reader.userIds)),
          ]),
    )
    .executeTakeFirst();
