import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axios, { type AxiosProgressEvent } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IntakePage } from '@/features/intake';
import { mockIntakeCatalog } from '../../mocks/catalog';
import {
  intake,
  INTAKE_ID,
  INTAKE_TOKEN,
  intakeProfile,
  intakeTokensOf,
  merging,
  mockIntake,
  mockUpdateIntake,
  Q,
} from '../../mocks/intake';
import { accessDenied, mockStorageUpload, mockUploadLink, UPLOAD_URL, uploadLink } from '../../mocks/storage';
import { server, setupMswLifecycle } from '../../support/msw';
import { renderAt, saveDraft } from './render';

setupMswLifecycle();
afterEach(() => vi.restoreAllMocks());

const KEY = uploadLink.key;
const atIdentity = intake({
  profile: intakeProfile,
  bmi: 33.9,
  answers: { [Q.pregnant]: false, [Q.glp1Before]: false },
  currentStep: 'q:identity',
});

const photo = () => new File([new Uint8Array(3000)], 'id.png', { type: 'image/png' });

async function renderAtIdentity(bodies: unknown[] = []) {
  saveDraft();
  await renderAt(<IntakePage />, '/start');
  expect(await screen.findByRole('heading', { level: 2, name: 'Identity' })).toBeInTheDocument();
  return bodies;
}

describe('intake: upload question', () => {
  it('shows the upload progress as a rounded percent, then saves the storage key as the answer', async () => {
    const link = mockUploadLink();
    const patch = mockUpdateIntake(merging(atIdentity));
    const bodies = patch.bodies;
    server.use(...mockIntakeCatalog(), mockIntake(atIdentity), link, patch);
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
    expect({ query: link.queries[0], token: intakeTokensOf(link)[0] }).toEqual({
      query: { purpose: 'photo-id', contentType: 'image/png', fileName: 'id.png', intakeId: INTAKE_ID },
      token: INTAKE_TOKEN,
    });

    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Treatment' })).toBeInTheDocument();
    expect(bodies).toEqual([{ answers: { [Q.photoId]: KEY }, currentStep: 'treatment' }]);
  });

  it('PUTs the file to storage with its content type and reaches 100%', async () => {
    const storage = mockStorageUpload();
    server.use(...mockIntakeCatalog(), mockIntake(atIdentity), mockUploadLink(), storage);
    await renderAtIdentity();
    await userEvent.upload(screen.getByLabelText('Upload a photo ID'), photo());
    expect(await screen.findByText('Uploaded id.png')).toBeInTheDocument();
    expect(screen.getByText('100%')).toBeInTheDocument();
    expect(storage.calls.map((call) => call.headers.get('content-type'))).toEqual(['image/png']);
  });

  it("shows 'Failed to upload file to S3' when storage does not answer 200, and keeps the question unanswered", async () => {
    server.use(...mockIntakeCatalog(), mockIntake(atIdentity), mockUploadLink(), mockStorageUpload(accessDenied));
    await renderAtIdentity();
    await userEvent.upload(screen.getByLabelText('Upload a photo ID'), photo());
    expect(await screen.findByText('Failed to upload file to S3')).toBeInTheDocument();
    expect(screen.queryByText('Uploaded id.png')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please answer this question')).toBeInTheDocument();
  });

  it('refuses a file of another type before asking for a link', async () => {
    server.use(...mockIntakeCatalog(), mockIntake(atIdentity));
    await renderAtIdentity();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByLabelText('Upload a photo ID'), new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Choose a JPEG, PNG, WebP or HEIC photo, or a PDF')).toBeInTheDocument();
  });
});
