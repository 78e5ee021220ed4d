import { useSWRConfig } from 'swr';
import {
  careSessionReplySchema,
  type CancelSessionBody,
  type CompleteSessionBody,
  type RescheduleSessionBody,
  type ScheduleSessionBody,
} from '@contracts/care-sessions';
import { apiClient } from '@/lib/api-client';
import { CARE_SESSIONS_PATH } from './get-care-sessions';

const sessionUrl = (id: string, action: string) => `${CARE_SESSIONS_PATH}/${encodeURIComponent(id)}/${action}`;
const parse = (reply: { data: unknown }) => careSessionReplySchema.parse(reply.data);

/** POST /care/sessions. */
export const scheduleSession = async (body: ScheduleSessionBody) => parse(await apiClient.post(CARE_SESSIONS_PATH, body));
/** POST /care/sessions/{id}/reschedule. */
export const rescheduleSession = async (id: string, body: RescheduleSessionBody) =>
  parse(await apiClient.post(sessionUrl(id, 'reschedule'), body));
/** POST /care/sessions/{id}/complete. */
export const completeSession = async (id: string, body: CompleteSessionBody) =>
  parse(await apiClient.post(sessionUrl(id, 'complete'), body));
/** POST /care/sessions/{id}/no-show. */
export const markNoShow = async (id: string) => parse(await apiClient.post(sessionUrl(id, 'no-show')));
/** POST /care/sessions/{id}/cancel. */
export const cancelSession = async (id: string, body: CancelSessionBody) => parse(await apiClient.post(sessionUrl(id, 'cancel'), body));

const isSessionsKey = (key: unknown) => Array.isArray(key) && key[0] === CARE_SESSIONS_PATH;

/** The care team's session writes; every list is fetched again after one. */
export function useCareSessionActions() {
  const { mutate } = useSWRConfig();
  const after =
    <A extends unknown[]>(write: (...args: A) => Promise<{ message?: string }>) =>
    async (...args: A) => {
      const reply = await write(...args);
      await mutate(isSessionsKey);
      return reply;
    };
  return {
    schedule: after(scheduleSession),
    reschedule: after(rescheduleSession),
    complete: after(completeSession),
    noShow: after(markNoShow),
    cancel: after(cancelSession),
  };
}
