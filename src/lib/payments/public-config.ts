import useSWR from 'swr';
import { publicConfigReplySchema } from '@contracts/system';
import { apiClient } from '@/lib/api-client';

export const PUBLIC_CONFIG_KEY = '/public-config';

/**
 * GET /public-config: which processor takes a card (Stripe Elements with its publishable key, or the sandbox). Read
 * here rather than in src/api because the card fields (lib) need it and lib sits below api.
 */
export async function getPublicConfig() {
  const reply = await apiClient.get(PUBLIC_CONFIG_KEY);
  return publicConfigReplySchema.parse(reply.data).data;
}

export const usePublicConfig = () =>
  useSWR(PUBLIC_CONFIG_KEY, getPublicConfig, { revalidateOnFocus: false, revalidateIfStale: false, revalidateOnReconnect: false });
