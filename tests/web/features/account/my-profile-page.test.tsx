import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axios, { type AxiosProgressEvent } from 'axios';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccountProfile } from '@contracts/account';
import type { User } from '@contracts/auth';
import { MyProfilePage } from '@/features/account';
import { accountProfile, mockAccountProfile, mockAvatarUploadLink } from '../../mocks/account';
import { mockApi } from '../../mocks/http';
import { doctorUser, partnerOwner } from '../../support/fixtures';
import { server, setupMswLifecycle } from '../../support/msw';
import { renderSignedInPage } from '../../support/render-page';

setupMswLifecycle();
afterEach(() => vi.restoreAllMocks());

const partnerUser: User = { ...doctorUser, ...partnerOwner };
const PHOTO_URL = 'http://localhost:3000/api/v1/storage/files/avatar/me.png?signature=abc';

/** The profile over one record: the photo's URL appears once storage has the file. */
function profileWithUpload(status = 200) {
  let profile: AccountProfile = { ...accountProfile };
  const link = mockAvatarUploadLink();
  const storage = mockApi('put', '/storage/uploads/*', () => {
    if (status === 200) profile = { ...profile, avatarUrl: PHOTO_URL };
    return new HttpResponse(null, { status });
  });
  server.use(
    mockAccountProfile(() => profile),
    link,
    storage,
  );
  return { link, storage };
}

async function renderMyProfile() {
  await renderSignedInPage(<MyProfilePage />, '/my-profile', '/my-profile', { user: partnerUser });
  await screen.findByRole('region', { name: 'Photo' });
}

const choosePhoto = (file: File) => userEvent.setup({ applyAccept: false }).upload(screen.getByLabelText('Photo image'), file);

describe('My Profile', () => {
  it('shows how others see the person, with a way to Your Account', async () => {
    profileWithUpload();
    await renderMyProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
    const contact = screen.getByRole('region', { name: 'Contact details' });
    expect(within(contact).getByText('Jordan Lee')).toBeInTheDocument();
    expect(within(contact).getByText('Partner')).toBeInTheDocument();
    expect(within(contact).getByText('(202) 555-0102')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Your Account' })).toHaveAttribute('href', '/account');
    expect(screen.getByRole('button', { name: 'Upload photo' })).toBeInTheDocument();
  });

  it('uploads a photo: a link, the PUT with its type and progress, then the new photo', async () => {
    const { link, storage } = profileWithUpload();
    const put = axios.put.bind(axios);
    vi.spyOn(axios, 'put').mockImplementation((url, data, config) => {
      config?.onUploadProgress?.({ loaded: 512, total: 2048, bytes: 512, lengthComputable: true } as AxiosProgressEvent);
      return put(url, data, config);
    });
    await renderMyProfile();
    await choosePhoto(new File([new Uint8Array(2048)], 'me.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Photo of Jordan Lee' })).toHaveAttribute('src', PHOTO_URL);
    expect(await screen.findByText('Photo updated successfully')).toBeInTheDocument();
    expect(link.queries).toEqual([{ contentType: 'image/png', fileName: 'me.png' }]);
    expect(storage.calls[0].headers.get('content-type')).toBe('image/png');
    expect(screen.getByRole('button', { name: 'Replace photo' })).toBeEnabled();
  });

  it('refuses a PDF without asking for a link, and says when storage refuses the file', async () => {
    const { link } = profileWithUpload(403);
    await renderMyProfile();
    await choosePhoto(new File(['%PDF'], 'me.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a PNG, JPEG or WebP image.');
    expect(link.calls).toHaveLength(0);
    await choosePhoto(new File([new Uint8Array(16)], 'me.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to upload file to S3'));
    expect(screen.getByRole('button', { name: 'Upload photo' })).toBeInTheDocument();
  });
});
