import { HttpResponse } from 'msw';
import type { UploadLink } from '@contracts/storage';
import { mockApi, type Answer } from './http';

// Signed upload links and the storage they point to.

export const UPLOAD_URL = 'http://localhost:3000/api/v1/storage/uploads/photo-id/abc?signature=xyz';

export const uploadLink: UploadLink = {
  key: 'photo-id/a1a1/abc.png',
  uploadUrl: UPLOAD_URL,
  method: 'PUT',
  contentType: 'image/png',
  maxBytes: 10 * 1024 * 1024,
  expiresAt: '2026-03-01T10:15:00.000Z',
};

/** GET /storage/upload-link. */
export const mockUploadLink = (answer: Answer<UploadLink> = uploadLink) => mockApi('get', '/storage/upload-link', answer);

/** What S3 answers to a PUT it refuses (an expired or forged signature). */
export const accessDenied = () =>
  new HttpResponse('<Error>AccessDenied</Error>', { status: 403, headers: { 'Content-Type': 'application/xml' } });

/** PUT to a signed upload URL: storage answers 200 and no body. */
export const mockStorageUpload = (answer: () => Response = () => new HttpResponse(null, { status: 200 })) =>
  mockApi('put', '/storage/uploads/*', answer);

/** A partner's logo link: the same shape, for its own upload. */
export const partnerLogoLink: UploadLink = {
  ...uploadLink,
  key: 'users/4545/partner-logo/logo.png',
  uploadUrl: 'http://localhost:3000/api/v1/storage/uploads/partner-logo/logo?signature=xyz',
};

/** GET /storage/partner-logo-upload-link. */
export const mockPartnerLogoUploadLink = (answer: Answer<UploadLink> = partnerLogoLink) =>
  mockApi('get', '/storage/partner-logo-upload-link', answer);
