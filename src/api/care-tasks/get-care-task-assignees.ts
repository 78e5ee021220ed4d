import useSWR from 'swr';
import { careAssigneesReplySchema } from '@contracts/care-tasks';
import { apiClient } from '@/lib/api-client';

export const careTaskAssigneesKey = '/care/tasks/assignees';

/** GET /care/tasks/assignees: the care team members a task may be assigned to. */
export async function getCareTaskAssignees() {
  return careAssigneesReplySchema.parse((await apiClient.get(careTaskAssigneesKey)).data).data.assignees;
}

/** Fetched only while `enabled` (the assign dialog is open). */
export const useCareTaskAssignees = (enabled: boolean) => useSWR(enabled ? careTaskAssigneesKey : null, getCareTaskAssignees);
