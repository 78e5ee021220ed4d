import { useSWRConfig } from 'swr';
import { messageOnlySchema } from '@contracts/common';
import { trainingItemReplySchema, trainingItemsReplySchema, type TrainingItemBody, type TrainingKind } from '@contracts/training';
import { apiClient } from '@/lib/api-client';
import { trainingItemsKey } from './get-training-items';

/** POST /training-items (administrators): the new item goes last of its kind. */
export async function createTrainingItem(body: TrainingItemBody) {
  return trainingItemReplySchema.parse((await apiClient.post('/training-items', body)).data);
}

/** PUT /training-items/{id} (administrators): every field. */
export async function updateTrainingItem(id: string, body: TrainingItemBody) {
  return trainingItemReplySchema.parse((await apiClient.put(`/training-items/${encodeURIComponent(id)}`, body)).data);
}

/** DELETE /training-items/{id} (administrators). */
export async function deleteTrainingItem(id: string) {
  return messageOnlySchema.parse((await apiClient.delete(`/training-items/${encodeURIComponent(id)}`)).data);
}

/** PUT /training-items/order (administrators): every item of the kind, in the new order. */
export async function reorderTrainingItems(kind: TrainingKind, ids: string[]) {
  return trainingItemsReplySchema.parse((await apiClient.put('/training-items/order', { kind, ids })).data);
}

/** The administrators' writes; each reads the lists it touched again. */
export function useTrainingActions() {
  const { mutate } = useSWRConfig();
  const refresh = (...kinds: TrainingKind[]) => Promise.all(kinds.map((kind) => mutate(trainingItemsKey(kind))));
  return {
    create: async (body: TrainingItemBody) => {
      const reply = await createTrainingItem(body);
      await refresh(body.kind);
      return reply;
    },
    update: async (id: string, previous: TrainingKind, body: TrainingItemBody) => {
      const reply = await updateTrainingItem(id, body);
      await refresh(previous, body.kind);
      return reply;
    },
    remove: async (id: string, kind: TrainingKind) => {
      const reply = await deleteTrainingItem(id);
      await refresh(kind);
      return reply;
    },
    reorder: async (kind: TrainingKind, ids: string[]) => {
      const reply = await reorderTrainingItems(kind, ids);
      await mutate(trainingItemsKey(kind), reply.data.items, { revalidate: false });
      return reply;
    },
  };
}
