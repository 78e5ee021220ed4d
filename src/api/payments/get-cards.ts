import { cardsReplySchema } from '@contracts/cards';
import { apiClient } from '@/lib/api-client';
import { useAccountSWR } from '@/api/accounts/account-api-base';

export const cardsKey = (base: string) => `${base}/cards`;

/** GET /doctors/cards: the saved cards (brand, last 4, expiry), the default one flagged. */
export async function getCards(base: string) {
  const reply = await apiClient.get(cardsKey(base));
  return cardsReplySchema.parse(reply.data).data.cards;
}

export const useCards = () => useAccountSWR(cardsKey, getCards);
