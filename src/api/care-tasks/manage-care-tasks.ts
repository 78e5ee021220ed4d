import { useSWRConfig } from 'swr';
import { careTaskReplySchema, type AssignCareTaskBody, type CompleteCareTaskBody, type CreateCareTaskBody } from '@contracts/care-tasks';
import { apiClient } from '@/lib/api-client';
import { reopenCareTask } from './reopen-care-task';

const taskPath = (id: string) => `/care/tasks/${encodeURIComponent(id)}`;

/** POST /care/tasks: a follow-up about a patient. */
export async function createCareTask(body: CreateCareTaskBody) {
  return careTaskReplySchema.parse((await apiClient.post('/care/tasks', body)).data);
}

/** POST /care/tasks/{id}/assign. */
export async function assignCareTask(id: string, body: AssignCareTaskBody) {
  return careTaskReplySchema.parse((await apiClient.post(`${taskPath(id)}/assign`, body)).data);
}

/** POST /care/tasks/{id}/done. */
export async function completeCareTask(id: string, body: CompleteCareTaskBody) {
  return careTaskReplySchema.parse((await apiClient.post(`${taskPath(id)}/done`, body)).data);
}

/** Every task list (and count) is fetched again after a change. */
const isTaskList = (key: unknown) => Array.isArray(key) && key[0] === '/care/tasks';

export function useCareTaskActions() {
  const { mutate } = useSWRConfig();
  const refresh = () => mutate(isTaskList);
  const then =
    <A extends unknown[], R>(run: (...args: A) => Promise<R>) =>
    async (...args: A) => {
      const reply = await run(...args);
      await refresh();
      return reply;
    };
  return { create: then(createCareTask), assign: then(assignCareTask), complete: then(completeCareTask), reopen: then(reopenCareTask) };
}
