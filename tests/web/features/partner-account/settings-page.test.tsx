import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import axios, { type AxiosProgressEvent } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PartnerProfile } from '@contracts/partner-profile';
import { SettingsPage } from '@/features/partner-account';
import { mockPartnerProfile, mockUpdatePartnerProfile, partnerProfile } from '../../mocks/accounts';
import { accessDenied, mockPartnerLogoUploadLink } from '../../mocks/storage';
import { apiError, failure, mockApi } from '../../mocks/http';
import { server, setupMswLifecycle } from '../../support/msw';
import { renderPartnerPage } from './render';

setupMswLifecycle();

const LOGO_URL = 'http://localhost:3000/api/v1/storage/files/partner-logo/logo.png?signature=abc';

/** The profile over one in-memory record: the logo's URL appears once storage has the file. */
function profileWithUpload(storageAnswer: () => Response | Promise<Response> = () => new HttpResponse(null, { status: 200 })) {
  let profile: PartnerProfile = { ...partnerProfile };
  const getProfile = mockPartnerProfile(() => profile);
  const link = mockPartnerLogoUploadLink();
  // The storage PUT (as mockStorageUpload), answering when `storageAnswer` settles.
  const storage = mockApi('put', '/storage/uploads/*', () => {
    const answer = storageAnswer();
    return Promise.resolve(answer).then((r) => {
      if (r.status === 200) profile = { ...profile, logoUrl: LOGO_URL };
      return r;
    });
  });
  server.use(getProfile, link, storage);
  return { getProfile, link, storage };
}

/** jsdom sends no upload progress events: report `loaded` of `total` bytes to axios's onUploadProgress, then PUT for real. */
function reportProgress(loaded: number, total: number) {
  const put = axios.put.bind(axios);
  vi.spyOn(axios, 'put').mockImplementation((url, data, config) => {
    config?.onUploadProgress?.({ loaded, total, bytes: loaded, lengthComputable: true } as AxiosProgressEvent);
    return put(url, data, config);
  });
}

afterEach(() => vi.restoreAllMocks());

const png = () => new File([new Uint8Array(2048)], 'logo.png', { type: 'image/png' });

async function renderSettings() {
  const view = await renderPartnerPage(<SettingsPage />, '/settings');
  await screen.findByRole('form', { name: 'Business profile' });
  return view;
}

async function chooseLogo(file: File) {
  const user = userEvent.setup({ applyAccept: false });
  await user.upload(screen.getByLabelText('Logo image'), file);
}

describe('partner settings page', () => {
  it('shows the business profile in a labelled form, with the account details and no logo yet', async () => {
    profileWithUpload();
    await renderSettings();
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Business name' })).toHaveValue('Summit Strength Gym');
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Parker');
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveValue('Reyes');
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveValue('(202) 555-0102');
    expect(screen.getByText('partner@demo.test')).toBeInTheDocument();
    expect(screen.getByText('10%')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'No logo yet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload logo' })).toBeInTheDocument();
  });

  it('saves only the changed fields and toasts the outcome', async () => {
    profileWithUpload();
    const update = mockUpdatePartnerProfile();
    server.use(update);
    await renderSettings();
    const user = userEvent.setup();
    const name = screen.getByRole('textbox', { name: 'Business name' });
    await user.clear(name);
    await user.type(name, 'Summit Strength & Conditioning');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(update.bodies).toEqual([{ businessName: 'Summit Strength & Conditioning' }]);
  });

  it('requires a business name and shows the server message when a save fails', async () => {
    profileWithUpload();
    server.use(mockUpdatePartnerProfile(() => apiError(422, 'Phone number is not valid')));
    await renderSettings();
    const user = userEvent.setup();
    await user.clear(screen.getByRole('textbox', { name: 'Business name' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter your business name; it is required')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Business name' }), 'Summit');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Phone number is not valid')).toBeInTheDocument();
  });

  it('uploads a logo: asks for a link, PUTs the file with its type while showing progress, then shows the new logo', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { link, storage } = profileWithUpload(() => held.then(() => new HttpResponse(null, { status: 200 })));
    reportProgress(683, 2048);
    await renderSettings();
    await chooseLogo(png());

    // 683 of 2048 bytes is 33.35%: shown rounded.
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Uploading… 33%'));
    expect(within(status).getByRole('progressbar', { name: 'Upload progress' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Upload logo/ })).toBeDisabled();
    release();

    const logo = await screen.findByRole('img', { name: 'Summit Strength Gym logo' });
    expect(logo).toHaveAttribute('src', LOGO_URL);
    expect(await screen.findByText('Logo updated successfully')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(link.queries).toEqual([{ contentType: 'image/png', fileName: 'logo.png' }]);
    expect(storage.calls).toHaveLength(1);
    expect(storage.calls[0].headers.get('content-type')).toBe('image/png');
    expect(screen.getByRole('button', { name: 'Replace logo' })).toBeEnabled();
  });

  it('says "Failed to upload file to S3" when storage does not answer 200, and keeps the old logo', async () => {
    profileWithUpload(accessDenied);
    await renderSettings();
    await chooseLogo(png());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to upload file to S3');
    expect(screen.getByRole('img', { name: 'No logo yet' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('refuses a file that is not a PNG, JPEG or WebP image before asking for a link', async () => {
    const { link } = profileWithUpload();
    await renderSettings();
    fireEvent.change(screen.getByLabelText('Logo image'), {
      target: { files: [new File(['%PDF'], 'logo.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a PNG, JPEG or WebP image.');
    expect(link.calls).toHaveLength(0);
  });

  it('shows an error with a retry when the profile does not load', async () => {
    server.use(mockPartnerProfile(() => failure(500)));
    await renderPartnerPage(<SettingsPage />, '/settings');
    expect(await screen.findByText('Error fetching profile')).toBeInTheDocument();
    server.use(mockPartnerProfile());
    await userEvent.setup().click(screen.getByRole('button', { name: /try again|retry/i }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Business name' })).toBeInTheDocument());
  });
});
