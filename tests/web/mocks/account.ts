import type { AccountProfile, AccountSession, ChangePasswordBody, UpdateAccountProfileBody } from '@contracts/account';
import type { DelegateAccess } from '@contracts/auth';
import type { UploadLink } from '@contracts/storage';
import { partnerOwner } from '../support/fixtures';
import { mockApi, type Answer } from './http';
import { uploadLink } from './storage';

// The signed-in person's own account (Your Account, My Profile): profile, password, sessions, delegate access, photo.

export const accountProfile: AccountProfile = {
  id: partnerOwner.id,
  firstName: partnerOwner.firstName,
  lastName: partnerOwner.lastName,
  email: partnerOwner.email,
  phoneNumber: '+12025550102',
  role: 'GYM_OWNER',
  avatarUrl: null,
  createdAt: '2026-01-05T10:00:00.000Z',
};

export const currentSession: AccountSession = {
  id: 'a0000000-0000-4000-8000-000000000001',
  userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
  ip: '203.0.113.7',
  createdAt: '2026-02-01T09:00:00.000Z',
  lastUsedAt: '2026-02-03T12:00:00.000Z',
  current: true,
  actingFor: null,
};

export const otherSession: AccountSession = {
  id: 'a0000000-0000-4000-8000-000000000002',
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  ip: '198.51.100.20',
  createdAt: '2026-01-20T08:00:00.000Z',
  lastUsedAt: '2026-02-02T18:30:00.000Z',
  current: false,
  actingFor: null,
};

/** GET /account/profile. */
export const mockAccountProfile = (answer: Answer<AccountProfile> = accountProfile) => mockApi('get', '/account/profile', answer);

/** PUT /account/profile: by default the profile with the fields sent. */
export const mockUpdateAccountProfile = (
  answer: Answer<AccountProfile, UpdateAccountProfileBody> = ({ body }) => ({ ...accountProfile, ...body }),
) => mockApi('put', '/account/profile', answer, { message: 'Profile updated successfully' });

/** POST /account/password: by default one other session ended. */
export const mockChangePassword = (answer: Answer<{ otherSessionsEnded: number }, ChangePasswordBody> = { otherSessionsEnded: 1 }) =>
  mockApi('post', '/account/password', answer, { message: 'Password changed. 1 other session was signed out.' });

/**
 * The session calls over one in-memory list: ending one removes it, signing out the others keeps the current one.
 * Records the ended ids, in order.
 */
export function sessionStore(initial: AccountSession[] = [currentSession, otherSession]) {
  let sessions = [...initial];
  const ended: string[] = [];
  const handlers = [
    mockApi('get', '/account/sessions', () => ({ sessions })),
    mockApi(
      'delete',
      '/account/sessions/:id',
      ({ params }) => {
        ended.push(params.id);
        sessions = sessions.filter((s) => s.id !== params.id);
        return null;
      },
      { message: 'Session signed out' },
    ),
    mockApi(
      'post',
      '/account/sessions/sign-out-others',
      () => {
        const others = sessions.filter((s) => !s.current);
        ended.push(...others.map((s) => s.id));
        sessions = sessions.filter((s) => s.current);
        return { ended: others.length };
      },
      { message: 'Signed out 1 other session' },
    ),
  ];
  return {
    handlers,
    ended,
    get sessions() {
      return sessions;
    },
  };
}

/** GET /account/delegate-access. */
export const mockAccountDelegateAccess = (answer: Answer<{ given: DelegateAccess[]; held: DelegateAccess[] }> = { given: [], held: [] }) =>
  mockApi('get', '/account/delegate-access', answer);

export const avatarLink: UploadLink = {
  ...uploadLink,
  key: 'users/4545/avatar/me.png',
  uploadUrl: 'http://localhost:3000/api/v1/storage/uploads/avatar/me?signature=xyz',
};

/** GET /storage/avatar-upload-link. */
export const mockAvatarUploadLink = (answer: Answer<UploadLink> = avatarLink) => mockApi('get', '/storage/avatar-upload-link', answer);
