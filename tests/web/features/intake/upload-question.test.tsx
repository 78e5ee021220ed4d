import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axios, { type AxiosProgressEvent } from 'axios';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IntakePage } from '@/features/intake';
import { api, server, setupMswLifecycle } from '../../support/msw';
import { catalogHandlers, getIntakeHandler, intake, INTAKE_ID, patchHandler, profile, Q, saveDraft, TOKEN } from './fixtures';
import { renderAt } from './render';

setupMswLifecycle();
afterEach(() => vi.restoreAllMocks());

const UPLOAD_URL = 'http://localhost:3000/api/v1/storage/uploads/photo-id/abc?signature=xyz';
const KEY = 'photo-id/a1a1/abc.png';
const atIdentity = intake({ profile, bmi: 33.9, answers: { [Q.pregnant]: false, [Q.glp1Before]: false }, currentStep: 'q:identity' });

function linkHandler(seen: { query?: Record<string, string>; token?: string | null }) {
  return http.get(api('/storage/upload-link'), ({ request }) => {
    seen.query = Object.fromEntries(new URL(request.url).searchParams);
    seen.token = request.headers.get('x-intake-token');
    return HttpResponse.json({
      data: {
        key: KEY,
        uploadUrl: UPLOAD_URL,
        method: 'PUT',
        contentType: 'image/png',
        maxBytes: 10 * 1024 * 1024,
        expiresAt: '2026-03-01T10:15:00.000Z',
      },
    });
  });
}

const photo = () => new File([new Uint8Array(3000)], 'id.png', { type: 'image/png' });

async function renderAtIdentity(bodies: unknown[] = []) {
  saveDraft();
  await renderAt(<IntakePage />, '/start');
  expect(await screen.findByRole('heading', { level: 2, name: 'Identity' })).toBeInTheDocument();
  return bodies;
}

describe('intake: upload question', () => {
  it('shows the upload progress as a rounded percent, then saves the storage key as the answer', async () => {
    const seen: { query?: Record<string, string>; token?: string | null } = {};
    const bodies: unknown[] = [];
    server.use(...catalogHandlers, getIntakeHandler(atIdentity), linkHandler(seen), patchHandler(atIdentity, bodies));
    let progress: ((e: AxiosProgressEvent) => void) | undefined;
    let finish: (status: number) => void = () => undefined;
    const put = vi.spyOn(axios, 'put').mockImplementation((_url, _data, config) => {
      progress = config?.onUploadProgress;
      return new Promise((resolve) => {
        finish = (status) => resolve({ status, data: '', headers: {}, config: {}, statusText: '' });
      });
    });
    await renderAtIdentity();

    await userEvent.upload(screen.getByLabelText('Upload a photo ID'), photo());
    await vi.waitFor(() => expect(progress).toBeDefined());
    act(() => progress?.({ loaded: 1000, total: 3000, bytes: 1000, lengthComputable: true }));
    expect(screen.getByText('33%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '33');
    act(() => progress?.({ loaded: 2000, total: 3000, bytes: 1000, lengthComputable: true }));
    expect(screen.getByText('67%')).toBeInTheDocument();
    await act(async () => finish(200));

    expect(await screen.findByText('Uploaded id.png')).toBeInTheDocument();
    expect(put).toHaveBeenCalledWith(UPLOAD_URL, expect.any(File), expect.objectContaining({ headers: { 'Content-Type': 'image/png' } }));
    expect(seen).toEqual({
      query: { purpose: 'photo-id', contentType: 'image/png', fileName: 'id.png', intakeId: INTAKE_ID },
      token: TOKEN,
    });

    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Treatment' })).toBeInTheDocument();
    expect(bodies).toEqual([{ answers: { [Q.photoId]: KEY }, currentStep: 'treatment' }]);
  });

  it('PUTs the file to storage with its content type and reaches 100%', async () => {
    const types: (string | null)[] = [];
    server.use(
      ...catalogHandlers,
      getIntakeHandler(atIdentity),
      linkHandler({}),
      http.put(UPLOAD_URL.split('?')[0], ({ request }) => {
        types.push(request.headers.get('content-type'));
        return new HttpResponse(null, { status: 200 });
      }),
    );
    await renderAtIdentity();
    await userEvent.upload(screen.getByLabelText('Upload a photo ID'), photo());
    expect(await screen.findByText('Uploaded id.png')).toBeInTheDocument();
    expect(screen.getByText('100%')).toBeInTheDocument();
    expect(types).toEqual(['image/png']);
  });

  it("shows 'Failed to upload file to S3' when storage does not answer 200, and keeps the question unanswered", async () => {
    server.use(
      ...catalogHandlers,
      getIntakeHandler(atIdentity),
      linkHandler({}),
      http.put(UPLOAD_URL.split('?')[0], () => new HttpResponse('<Error>AccessDenied</Error>', { status: 403 })),
    );
    await renderAtIdentity();
    await userEvent.upload(screen.getByLabelText('Upload a photo ID'), photo());
    expect(await screen.findByText('Failed to upload file to S3')).toBeInTheDocument();
    expect(screen.queryByText('Uploaded id.png')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please answer this question')).toBeInTheDocument();
  });

  it('refuses a file of another type before asking for a link', async () => {
    server.use(...catalogHandlers, getIntakeHandler(atIdentity));
    await renderAtIdentity();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByLabelText('Upload a photo ID'), new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Choose a JPEG, PNG, WebP or HEIC photo, or a PDF')).toBeInTheDocument();
  });
});
