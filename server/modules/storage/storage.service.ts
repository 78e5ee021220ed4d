import type { z } from 'zod';
import { PARTNER_LOGO_TYPES } from '#contracts/partner-profile';
import { MAX_UPLOAD_BYTES, type uploadLinkQuerySchema } from '#contracts/storage';
import { userOf, type Ctx } from '#server/platform/context';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '#server/platform/errors';
import { AVATAR_TYPES } from '#contracts/account';
import { recordAvatar } from '#server/modules/accounts/own-account.service';
import { recordLogo } from '#server/modules/accounts/partner-profile.service';
import { authorizeIntake } from '#server/modules/intake/intake.service';
import * as repo from './storage.repository';

type LinkQuery = z.infer<typeof uploadLinkQuerySchema>;

/** Who may upload: a signed-in user, or an anonymous intake by its token (a photo ID before the account exists). */
export async function createUploadLink(ctx: Ctx, query: LinkQuery, intakeToken: string | undefined) {
  let caller: Ctx;
  let owner: { userId: string | null; intakeId: string | null };
  if (query.intakeId) {
    const authorized = await authorizeIntake(ctx, query.intakeId, intakeToken);
    caller = authorized.ctx;
    owner = { userId: authorized.intake.user_id, intakeId: authorized.intake.id };
  } else if (ctx.signIn || ctx.actor.kind === 'user') {
    caller = ctx.actor.kind === 'user' ? ctx : await ctx.signIn!();
    owner = { userId: caller.actor.kind === 'user' ? caller.actor.userId : null, intakeId: null };
  } else {
    throw unauthorized('Sign in, or upload from your questionnaire');
  }
  if (query.purpose === 'partner-logo' && (caller.actor.kind !== 'user' || caller.actor.role !== 'GYM_OWNER'))
    throw forbidden('Only partners upload a logo');
  if (query.purpose === 'partner-logo' && !(PARTNER_LOGO_TYPES as readonly string[]).includes(query.contentType))
    throw badRequest('A logo is a PNG, JPEG or WebP image', [{ path: 'contentType', message: 'not an image type' }]);
  if (query.purpose === 'avatar') {
    // A photo is the acting person's own (a delegate's, not the owner's they act for), and an image.
    if (query.intakeId || caller.actor.kind !== 'user') throw forbidden('Sign in to upload your photo');
    if (!(AVATAR_TYPES as readonly string[]).includes(query.contentType))
      throw badRequest('A photo is a PNG, JPEG or WebP image', [{ path: 'contentType', message: 'not an image type' }]);
    owner = { userId: caller.actor.actorId, intakeId: null };
  }
  const prefix = owner.intakeId ? `intakes/${owner.intakeId}` : `users/${owner.userId}`;
  const link = await caller.deps.storage.createUpload({
    prefix: `${prefix}/${query.purpose}`,
    fileName: query.fileName,
    contentType: query.contentType,
    maxBytes: MAX_UPLOAD_BYTES,
  });
  await repo.insertUpload(caller, {
    key: link.key,
    purpose: query.purpose,
    contentType: query.contentType,
    maxBytes: MAX_UPLOAD_BYTES,
    ...owner,
  });
  return {
    key: link.key,
    uploadUrl: link.uploadUrl,
    method: 'PUT' as const,
    contentType: query.contentType,
    maxBytes: MAX_UPLOAD_BYTES,
    expiresAt: link.expiresAt.toISOString(),
  };
}

/** How each allowed type's files begin: a file whose bytes are not what its type says (HTML sent as a PNG) is refused. */
const STARTS: Record<string, { at: number; bytes: string }[]> = {
  'image/png': [{ at: 0, bytes: '\x89PNG' }],
  'image/jpeg': [{ at: 0, bytes: '\xff\xd8\xff' }],
  'image/webp': [
    { at: 0, bytes: 'RIFF' },
    { at: 8, bytes: 'WEBP' },
  ],
  'image/heic': [{ at: 4, bytes: 'ftyp' }],
  'application/pdf': [{ at: 0, bytes: '%PDF-' }],
};

function looksLike(contentType: string, body: Buffer): boolean {
  const starts = STARTS[contentType];
  return starts !== undefined && starts.every(({ at, bytes }) => body.subarray(at, at + bytes.length).equals(Buffer.from(bytes, 'latin1')));
}

/** The API's upload target (whichever adapter stores the file): the signed link is the permission. */
export async function receiveUpload(
  ctx: Ctx,
  upload: { key: string; contentType: string | undefined; body: unknown },
  query: { expires: number; maxBytes: number; contentType: string; signature: string },
) {
  const { storage } = ctx.deps;
  const { key, body } = upload;
  if (!storage.verifyUploadSignature(key, query.expires, query.contentType, query.maxBytes, query.signature))
    throw forbidden('This upload link is invalid or has expired');
  if (upload.contentType !== query.contentType) throw badRequest(`Send the file with Content-Type ${query.contentType}`);
  if (!Buffer.isBuffer(body) || body.length === 0) throw badRequest('The file is empty');
  if (body.length > query.maxBytes) throw badRequest('The file is too large');
  if (!looksLike(query.contentType, body)) throw badRequest(`The file is not a ${query.contentType} file`);
  // One file per link: a second PUT (a replay of the link within its lifetime) would replace the first file.
  const claimed = await repo.claimUpload(ctx, key, body.length);
  if (!claimed) throw conflict('This upload link was already used: upload the file again');
  try {
    await storage.put(key, body, query.contentType);
  } catch (error) {
    await repo.releaseUpload(ctx, key);
    throw error;
  }
  await repo.recordUpload(ctx, key, body.length, async (tx) => {
    // A partner's logo shows from the moment it arrived: the partner's portal and its patients' intake pages.
    const logo = claimed.purpose === 'partner-logo' && claimed.user_id ? await recordLogo(tx, claimed.user_id, key) : false;
    // A person's photo likewise shows on their profile from the moment it arrived.
    const avatar = claimed.purpose === 'avatar' && claimed.user_id !== null;
    if (avatar) await recordAvatar(tx, claimed.user_id!, key);
    return logo || avatar ? claimed.purpose : null;
  });
}

/** GET /storage/partner-logo-upload-link: a signed link to PUT the signed-in partner's new logo to. */
export const createPartnerLogoUploadLink = (ctx: Ctx, query: { contentType: string; fileName: string }) =>
  createUploadLink(
    ctx,
    { purpose: 'partner-logo', contentType: query.contentType as LinkQuery['contentType'], fileName: query.fileName },
    undefined,
  );

/** GET /storage/avatar-upload-link: a signed link to PUT the signed-in person's new photo to. */
export const createAvatarUploadLink = (ctx: Ctx, query: { contentType: string; fileName: string }) =>
  createUploadLink(
    ctx,
    { purpose: 'avatar', contentType: query.contentType as LinkQuery['contentType'], fileName: query.fileName },
    undefined,
  );

/** How long a link to read a stored file (a photo ID) lasts: long enough to open it, too short to pass around. */
export const DOWNLOAD_LINK_SECONDS = 5 * 60;

/** Whose file a patient's answer may name: the patient's account and the intake behind the order. */
export type UploadOwner = { userId: string; intakeId: string | null };

/** Whether `key` names a file that arrived and belongs to the patient (see findOwnedUpload). */
export const ownedUploadExists = async (ctx: Ctx, key: string, owner: UploadOwner) => Boolean(await repo.findOwnedUpload(ctx, key, owner));

/**
 * A short-lived signed link to read the patient's file. The caller has authorised the reader (a doctor who sees the
 * order) and audits the link; the link itself is the permission to GET the bytes until it expires.
 */
export async function ownedDownloadLink(ctx: Ctx, key: string, owner: UploadOwner) {
  const upload = await repo.findOwnedUpload(ctx, key, owner);
  if (!upload) return null;
  const link = await ctx.deps.storage.createDownload({ key, contentType: upload.content_type, ttlSeconds: DOWNLOAD_LINK_SECONDS });
  return { url: link.url, expiresAt: link.expiresAt.toISOString(), contentType: upload.content_type };
}

/**
 * The API's download target: the signed link is the permission; every read is audited. The bytes come from the
 * storage adapter, or (S3 with presigned downloads) the caller is sent to a presigned URL valid for a minute.
 */
export async function serveDownload(ctx: Ctx, key: string, query: { expires: number; signature: string }) {
  if (!ctx.deps.storage.verifyDownloadSignature(key, query.expires, query.signature))
    throw forbidden('This link is invalid or has expired: open the file again from its page');
  const upload = await repo.findUploaded(ctx, key);
  if (!upload) throw notFound('File not found');
  const redirect = await ctx.deps.storage.redirectFor?.({ key, contentType: upload.content_type });
  const body = redirect ? null : await ctx.deps.storage.get(key);
  await repo.recordDownload(ctx, upload);
  return { contentType: upload.content_type, body, redirect };
}

/**
 * The files a patient uploaded (photo ID, ...), each with a signed link that works for DOWNLOAD_LINK_SECONDS. The
 * caller has authorised the reader and audits the list; every file read through a link is audited as DOWNLOAD.
 */
export async function patientAttachments(ctx: Ctx, userId: string) {
  const uploads = await repo.patientUploads(ctx, userId);
  return Promise.all(
    uploads.map(async (u) => {
      const link = await ctx.deps.storage.createDownload({ key: u.key, contentType: u.content_type, ttlSeconds: DOWNLOAD_LINK_SECONDS });
      return {
        key: u.key,
        purpose: u.purpose,
        contentType: u.content_type,
        sizeBytes: u.size_bytes,
        uploadedAt: u.uploaded_at!.toISOString(),
        url: link.url,
        expiresAt: link.expiresAt.toISOString(),
      };
    }),
  );
}

/** How long a GET /storage/public-url link lasts. */
export const PUBLIC_URL_SECONDS = 10 * 60;

/**
 * GET /storage/public-url?key=: a short-lived signed link to read a file the caller may read (storage.policy.ts); any
 * other key, or a file that never arrived, is a 404 audited as DENIED. Every file read through the link is audited
 * as DOWNLOAD.
 */
export async function publicUrl(ctx: Ctx, key: string) {
  userOf(ctx); // signed-in callers only: a 401 otherwise
  const upload = await repo.findReadable(ctx, key);
  if (!upload) throw notFound('File not found');
  const link = await ctx.deps.storage.createDownload({ key, contentType: upload.content_type, ttlSeconds: PUBLIC_URL_SECONDS });
  await repo.noteDownloadLink(ctx, { key, purpose: upload.purpose });
  return { url: link.url, expiresAt: link.expiresAt.toISOString(), contentType: upload.content_type };
}
