import { careTaskListReplySchema, type CareTaskListQuery } from '@contracts/care-tasks';
import { getListPage, usePagedSWR } from '@/lib/swr-hooks';

export type CareTasksQuery = Pick<CareTaskListQuery, 'page' | 'limit'> &
  Partial<Pick<CareTaskListQuery, 'status' | 'kind' | 'assignee' | 'sort' | 'search'>>;

export const careTasksKey = (query: CareTasksQuery) => ['/care/tasks', query] as const;

/** GET /care/tasks: one page of the care team's tasks, by status, kind and assignee, searched by patient. */
export async function getCareTasks(query: CareTasksQuery) {
  return getListPage('/care/tasks', query, careTaskListReplySchema);
}

export const useCareTasks = (query: CareTasksQuery) => usePagedSWR(careTasksKey(query), getCareTasks);
