import { useSWRConfig } from 'swr';
import { messageOnlySchema } from '@contracts/common';
import { activityReplySchema, type ActivityBody, type ActivityUpdateBody } from '@contracts/activities';
import { apiClient } from '@/lib/api-client';

/** POST /activities. */
export async function createActivity(body: ActivityBody) {
  return activityReplySchema.parse((await apiClient.post('/activities', body)).data);
}

/** PUT /activities/{id}. */
export async function updateActivity(id: string, body: ActivityUpdateBody) {
  return activityReplySchema.parse((await apiClient.put(`/activities/${encodeURIComponent(id)}`, body)).data);
}

/** DELETE /activities/{id}. */
export async function deleteActivity(id: string) {
  return messageOnlySchema.parse((await apiClient.delete(`/activities/${encodeURIComponent(id)}`)).data);
}

/** Every read of activities (lists, stats, charts, encouragement, the treatment progress) is fetched again after a change. */
const isActivityKey = (key: unknown) => {
  const path = Array.isArray(key) ? key[0] : key;
  return (
    typeof path === 'string' && (path.startsWith('/activities') || path === '/patient/me/encouragement' || path === '/patient/outcomes')
  );
};

export function useActivityActions() {
  const { mutate } = useSWRConfig();
  const refresh = () => mutate(isActivityKey);
  return {
    create: async (body: ActivityBody) => {
      const reply = await createActivity(body);
      await refresh();
      return reply;
    },
    update: async (id: string, body: ActivityUpdateBody) => {
      const reply = await updateActivity(id, body);
      await refresh();
      return reply;
    },
    remove: async (id: string) => {
      const reply = await deleteActivity(id);
      await refresh();
      return reply;
    },
  };
}
