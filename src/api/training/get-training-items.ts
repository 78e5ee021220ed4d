import useSWR from 'swr';
import { trainingItemsReplySchema, type TrainingKind } from '@contracts/training';
import { apiClient } from '@/lib/api-client';

export const trainingItemsKey = (kind: TrainingKind) => ['/training-items', kind] as const;

/** GET /training-items?kind=: the items for the caller's role (every item for an administrator), in order. */
export async function getTrainingItems(kind: TrainingKind) {
  const reply = await apiClient.get('/training-items', { params: { kind } });
  return trainingItemsReplySchema.parse(reply.data).data.items;
}

export const useTrainingItems = (kind: TrainingKind) => useSWR(trainingItemsKey(kind), ([, k]) => getTrainingItems(k));
