import { shortLinkReplySchema } from '@contracts/short-links';
import { apiClient } from '@/lib/api-client';

/** POST /common/short-links: the short link of an intake link of ours (the same link always gives the same one). */
export async function createShortLink(url: string) {
  return shortLinkReplySchema.parse((await apiClient.post('/common/short-links', { url })).data).data;
}
