import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { lazyNamed } from '@/lib/lazy-named';

// The pages several staff portals share (portal-neutral wiring only); each feature is its own lazy download.
// account and training: Your Account, My Profile, the training clinicians and partners read.
const account = () => import('@/features/account');
const training = () => import('@/features/training');
const AccountPage = lazyNamed(account, 'AccountPage');
const MyProfilePage = lazyNamed(account, 'MyProfilePage');
const TrainingPage = lazyNamed(training, 'TrainingPage');
const ResourcesPage = lazyNamed(training, 'ResourcesPage');
// api-keys: keys for server-to-server calls (admin, partner and medical portals).
const ApiKeysPage = lazyNamed(() => import('@/features/api-keys'), 'ApiKeysPage');
// chat: the conversations (every signed-in portal's /messages).
const MessagesPage = lazyNamed(() => import('@/features/chat'), 'MessagesPage');

/**
 * Your Account, My Profile (with `profileExtra` below the photo, e.g. the doctor's profile), Training and Resources:
 * the sales, partner and medical portals' account pages.
 */
export function staffAccountRoutes(profileExtra?: ReactNode): RouteObject[] {
  return [
    { path: 'account', element: <AccountPage /> },
    { path: 'my-profile', element: <MyProfilePage>{profileExtra}</MyProfilePage> },
    { path: 'training', element: <TrainingPage /> },
    { path: 'resources', element: <ResourcesPage /> },
  ];
}

/** API keys and the conversations: the partner and medical portals' /api-key and /messages. */
export const apiKeyAndMessagesRoutes: RouteObject[] = [
  { path: 'api-key', element: <ApiKeysPage /> },
  { path: 'messages', element: <MessagesPage /> },
];
