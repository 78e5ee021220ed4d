import type { Db } from '../../platform/db/client';

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

export const markUploaded = (db: Db, key: string, sizeBytes: number) =>
  db.updateTable('uploads').set({ size_bytes: sizeBytes, uploaded_at: new Date() }).where('key', '=', key).execute();
