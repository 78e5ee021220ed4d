import { useSWRConfig } from 'swr';
import { useAccountApiBase } from '@/api/accounts/account-api-base';
import { cardsKey } from './get-cards';
import { makeDefaultCard } from './make-default-card';
import { removeCard } from './remove-card';
import { saveCard, type SetupIntentBody } from './save-card';

/**
 * The three card writes of the account in context, each followed by a refetch of the list: which card is the default
 * can change on the server as a side effect (the first card saved, or removing the default one).
 */
export function useCardActions() {
  const base = useAccountApiBase();
  const { mutate } = useSWRConfig();
  const then = async <T>(call: Promise<T>) => {
    const reply = await call;
    void mutate(cardsKey(base));
    return reply;
  };
  return {
    save: (body: SetupIntentBody) => then(saveCard(base, body)),
    makeDefault: (id: string) => then(makeDefaultCard(base, id)),
    remove: (id: string) => then(removeCard(base, id)),
  };
}
