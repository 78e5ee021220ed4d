import useSWR from 'swr';
import { statesReplySchema } from '@contracts/catalog';
import { apiClient } from '@/lib/api-client';

export const STATES_KEY = '/patients/states';

/** GET /patients/states: the US states we can treat patients in, for the state selects. */
export async function getStates() {
  const reply = await apiClient.get(STATES_KEY);
  return statesReplySchema.parse(reply.data).data.states;
}

export const useStates = () => useSWR(STATES_KEY, getStates, { revalidateOnFocus: false });
