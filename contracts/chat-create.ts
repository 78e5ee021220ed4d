import { z } from 'zod';
import { usPhoneSchema } from './us-phone';

/**
 * The body that starts a conversation (endpoints.tsv `chat.createConversation`), apart from the rest of the chat
 * contract: it checks phone numbers with libphonenumber, which the web app's chat calls (the unread badge on every
 * signed-in page among them) would otherwise download with the contract.
 */

/** The other participants' phones; the caller joins by being the caller. An existing conversation with exactly these people is returned (200) instead of a second one (201). */
export const createConversationBodySchema = z.object({
  phones: z.array(usPhoneSchema).min(1, 'Choose someone to talk to').max(10, 'A conversation has at most 10 other people'),
});
export type CreateConversationBody = z.input<typeof createConversationBodySchema>;
