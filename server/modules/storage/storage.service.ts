import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { MAX_UPLOAD_BYTES, type uploadLinkQuerySchema } from '../../../contracts/storage';
import { authenticate } from '../../platform/auth/authenticate';
import { badRequest, forbidden, unauthorized } from '../../platform/errors';
import { authorizeIntake } from '../onboarding/intake.service';

type LinkQuery = z.infer<typeof uploadLinkQuerySchema>;

/** Who may upload: a signed-in user, or an anonymous intake by its token (a photo ID before the account exists). */
export async function createUploadLink(req: FastifyRequest, query: LinkQuery) {
  const { db, storage } = req.server;
  let owner: { userId: string | null; intakeId: string | null };
  if (query.intakeId) {
    const intake = await authorizeIntake(req, query.intakeId);
    owner = { userId: intake.user_id, intakeId: intake.id };
  } else if (req.headers.authorization) {
    req.auth = await authenticate(req);
    owner = { userId: req.auth.userId, intakeId: null };
  } else {
    throw unauthorized('Sign in, or upload from your questionnaire');
  }
  if (query.purpose === 'partner-logo' && req.auth?.role !== 'GYM_OWNER') throw forbidden('Only partners upload a logo');
  const prefix = owner.intakeId ? `intakes/${owner.intakeId}` : `users/${owner.userId}`;
  const link = await storage.createUpload({
    prefix: `${prefix}/${query.purpose}`,
    fileName: query.fileName,
    contentType: query.contentType,
    maxBytes: MAX_UPLOAD_BYTES,
  });
  await db
    .insertInto('uploads')
    .values({
      key: link.key,
      purpose: query.purpose,
      content_type: query.contentType,
      max_bytes: MAX_UPLOAD_BYTES,
      user_id: owner.userId,
      intake_id: owner.intakeId,
    })
    .execute();
  await req.audit({ action: 'UPLOAD_LINK', resourceType: 'upload', resourceId: link.key, details: { purpose: query.purpose } });
  return {
    key: link.key,
    uploadUrl: link.uploadUrl,
    method: 'PUT' as const,
    contentType: query.contentType,
    maxBytes: MAX_UPLOAD_BYTES,
    expiresAt: link.expiresAt.toISOString(),
  };
}

export async function receiveUpload(
  req: FastifyRequest,
  key: string,
  query: { expires: number; maxBytes: number; contentType: string; signature: string },
  body: Buffer,
) {
  const { db, storage } = req.server;
  if (!storage.verifyUploadSignature(key, query.expires, query.contentType, query.maxBytes, query.signature))
    throw forbidden('This upload link is invalid or has expired');
  if (req.headers['content-type'] !== query.contentType) throw badRequest(`Send the file with Content-Type ${query.contentType}`);
  if (!Buffer.isBuffer(body) || body.length === 0) throw badRequest('The file is empty');
  if (body.length > query.maxBytes) throw badRequest('The file is too large');
  await storage.put(key, body);
  await db.updateTable('uploads').set({ size_bytes: body.length, uploaded_at: new Date() }).where('key', '=', key).execute();
}
