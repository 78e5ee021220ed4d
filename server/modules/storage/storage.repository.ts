// Read-only joins: intakes (the intake module's), read in a subquery to tell whose intake an upload came with.
import { policyFilter } from '#server/platform/access/policy';
import { auditedChange, inTransaction, noteRead, type Ctx } from '#server/platform/context';
import { readableUploadsPolicy } from './storage.policy';

/**
 * Uploads: what was offered for upload, by whom, and the file once it arrived. A link offered, a file arrived, a file
 * served and a link to read one each leave their audit row here. A signed link is the permission to upload or
 * download through it; a file read by its key goes through the readable-uploads policy.
 */

/** What was offered for upload, by whom, and its UPLOAD_LINK row. */
export const insertUpload = (
  ctx: Ctx,
  values: { key: string; purpose: string; contentType: string; maxBytes: number; userId: string | null; intakeId: string | null },
) =>
  auditedChange(
    ctx,
    (db) =>
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
        .execute(),
    { action: 'UPLOAD_LINK', resourceType: 'upload', resourceId: values.key, details: { purpose: values.purpose } },
  );

/** Takes the link's one use: the upload (its purpose and account) when this call marked the file as arrived, undefined when a file came through it already. */
export const claimUpload = (ctx: Ctx, key: string, sizeBytes: number) =>
  ctx.db
    .updateTable('uploads')
    .set({ size_bytes: sizeBytes, uploaded_at: new Date() })
    .where('key', '=', key)
    .where('uploaded_at', 'is', null)
    .returning(['key', 'purpose', 'user_id'])
    .executeTakeFirst();

/** Gives the link's use back when the file could not be stored. */
export const releaseUpload = (ctx: Ctx, key: string) =>
  ctx.db.updateTable('uploads').set({ size_bytes: null, uploaded_at: null }).where('key', '=', key).execute();

/**
 * A file that arrived, if it belongs to this patient: uploaded by their account, with the order's intake, or with
 * another intake of theirs (a renewal carries the earlier photo ID over). An answer naming someone else's file finds nothing.
 */
export const findOwnedUpload = (ctx: Ctx, key: string, owner: { userId: string; intakeId: string | null }) =>
  ctx.db
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
export const findUploaded = (ctx: Ctx, key: string) =>
  ctx.db
    .selectFrom('uploads')
    .select(['key', 'purpose', 'content_type'])
    .where('key', '=', key)
    .where('uploaded_at', 'is not', null)
    .executeTakeFirst();

/** Every file that arrived for a patient: uploaded by their account or with one of their intakes, newest first. */
export const patientUploads = (ctx: Ctx, userId: string) =>
  ctx.db
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
 * A file that arrived and that the caller may read (the readable-uploads policy): a DOWNLOAD_LINK row DENIED when not
 * (another's file, or one that never arrived); the link made for it is noted by `noteDownloadLink`.
 */
export async function findReadable(ctx: Ctx, key: string) {
  const upload = await ctx.db
    .selectFrom('uploads')
    .select(['key', 'purpose', 'content_type', 'user_id'])
    .where('key', '=', key)
    .where('uploaded_at', 'is not', null)
    .where(policyFilter(readableUploadsPolicy, ctx.actor))
    .executeTakeFirst();
  if (!upload) await noteRead(ctx, { action: 'DOWNLOAD_LINK', resourceType: 'upload', resourceId: key, outcome: 'DENIED' });
  return upload;
}

/** Notes a link made to read a file by its key. */
export const noteDownloadLink = (ctx: Ctx, upload: { key: string; purpose: string }) =>
  noteRead(ctx, { action: 'DOWNLOAD_LINK', resourceType: 'upload', resourceId: upload.key, details: { purpose: upload.purpose } });

/**
 * A file arrived through its link: `alongside` runs (a logo or a photo shown from now on; it answers which purpose,
 * if any, the row should name) and the UPLOAD row is recorded with the file's size, in one transaction.
 */
export const recordUpload = (ctx: Ctx, key: string, bytes: number, alongside: (tx: Ctx) => Promise<string | null>) =>
  inTransaction(ctx, async (tx) => {
    const shown = await alongside(tx);
    await tx.audit.record(tx.db, {
      action: 'UPLOAD',
      resourceType: 'upload',
      resourceId: key,
      details: { bytes, ...(shown ? { purpose: shown } : {}) },
    });
  });

/** Records a file served through a signed link (written at once). */
export const recordDownload = (ctx: Ctx, upload: { key: string; purpose: string }) =>
  ctx.audit.record(ctx.db, { action: 'DOWNLOAD', resourceType: 'upload', resourceId: upload.key, details: { purpose: upload.purpose } });
