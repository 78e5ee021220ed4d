import { useSWRConfig } from 'swr';
import { cardReplySchema, setupIntentBodySchema, setupIntentReplySchema } from '@contracts/cards';
import { messageOnlySchema } from '@contracts/common';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { cardsKey } from './get-cards';
import { useAccountApiBase } from './api-base';

export type SetupIntentBody = z.infer<typeof setupIntentBodySchema>;

/** POST /doctors/setup-intent: saves a card for later charges; a declined card is a 402 with the reason. */
export async function saveCard(base: string, body: SetupIntentBody) {
  const reply = await apiClient.post(`${base}/setup-intent`, body);
  return setupIntentReplySchema.parse(reply.data);
}

/** PATCH /doctors/cards/{id}/default. */
export async function makeDefaultCard(base: string, id: string) {
  const reply = await apiClient.patch(`${base}/cards/${encodeURIComponent(id)}/default`);
  return cardReplySchema.parse(reply.data);
}

/** DELETE /doctors/cards/{id}. */
export async function removeCard(base: string, id: string) {
  const reply = await apiClient.delete(`${base}/cards/${encodeURIComponent(id)}`);
  return messageOnlySchema.parse(reply.data);
}

/**
 * The three card writes, each followed by a refetch of the list: which card is the default can change on the
 * server as a side effect (the first card saved, or removing the default one).
 */
export function useCardActions() {
  const base = useAccountApiBase();
  const { mutate } = useSWRConfig();
  const refresh = () => void mutate(cardsKey(base));
  const then = async <T>(call: Promise<T>) => {
    const reply = await call;
    refresh();
    return reply;
  };
  return {
    save: (body: SetupIntentBody) => then(saveCard(base, body)),
    makeDefault: (id: string) => then(makeDefaultCard(base, id)),
    remove: (id: string) => then(removeCard(base, id)),
  };
}
