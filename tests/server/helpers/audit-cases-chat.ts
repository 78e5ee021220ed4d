/**
 * The audit-coverage test's cases for chat (tests/server/audit-coverage.test.ts): a conversation with a patient is
 * patient data, so every read and write of the demo patient's conversation with the demo nurse leaves one row; the
 * search (it lists people, patients among them for staff) and the socket's custom token are audited too.
 */
import type { Case } from './audit-cases';

type Send = (method: string, url: string, payload?: unknown) => Promise<Record<string, unknown>>;

export const chatCases = (asPatient: Send): [string, Case][] => {
  /** The demo conversation (patient and nurse), found through the patient's list (not counted). */
  const demo = async () => {
    const { items } = (await asPatient('GET', '/chat/conversations')) as { items: { id: string; title: string }[] };
    return items.find((c) => c.title === 'Casey Nguyen')!.id;
  };
  const messagesUrl = async () => `/chat/conversations/${await demo()}/messages`;
  return [
    ['GET /chat/custom-token', { as: 'patient', request: async () => ({ url: '/chat/custom-token' }) }],
    ['GET /chat/conversations', { as: 'patient', request: async () => ({ url: '/chat/conversations?limit=5' }) }],
    ['GET /chat/users/search', { as: 'delegate', request: async () => ({ url: '/chat/users/search?q=Jordan' }) }],
    [
      'POST /chat/conversations',
      { as: 'patient', request: async () => ({ url: '/chat/conversations', payload: { phones: ['+12025550104'] } }) },
    ],
    ['GET /chat/conversations/{conversationId}/messages', { as: 'patient', request: async () => ({ url: await messagesUrl() }) }],
    [
      'POST /chat/conversations/{conversationId}/messages',
      { as: 'patient', request: async () => ({ url: await messagesUrl(), payload: { body: 'Coverage message' } }) },
    ],
    [
      'POST /chat/conversations/{conversationId}/read',
      {
        as: 'patient',
        request: async () => {
          const id = await demo();
          const { items } = (await asPatient('GET', `/chat/conversations/${id}/messages?limit=1`)) as { items: { id: string }[] };
          return { url: `/chat/conversations/${id}/read`, payload: { messageIds: [items[0].id] } };
        },
      },
    ],
  ];
};
