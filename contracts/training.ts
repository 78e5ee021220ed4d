import { z } from 'zod';
import { envelope, STAFF_ROLES } from './common';

// Training and resources: short guides an administrator writes for staff roles, read on each portal's /training and
// /resources. An item has a body to read, a link to open (a video, a PDF, a form), or both.

export const TRAINING_KINDS = ['TRAINING', 'RESOURCE'] as const;
export const trainingKindSchema = z.enum(TRAINING_KINDS);
export type TrainingKind = z.infer<typeof trainingKindSchema>;

/** Who may be an item's audience: every staff role but the administrators, who see every item. */
export const TRAINING_AUDIENCES = STAFF_ROLES;
export const trainingAudienceSchema = z.enum(TRAINING_AUDIENCES);
export type TrainingAudience = z.infer<typeof trainingAudienceSchema>;

export const trainingItemSchema = z.object({
  id: z.uuid(),
  kind: trainingKindSchema,
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  url: z.string().nullable(),
  audienceRoles: z.array(trainingAudienceSchema),
  position: z.number().int(),
  updatedAt: z.string(),
});
export type TrainingItem = z.infer<typeof trainingItemSchema>;

/** GET /training-items?kind=: the items of one kind for the caller's role (every item for an administrator), in order. */
export const trainingItemsQuerySchema = z.object({ kind: trainingKindSchema.default('TRAINING') });
export const trainingItemsReplySchema = envelope(z.object({ items: z.array(trainingItemSchema) }));
export const trainingItemReplySchema = envelope(trainingItemSchema);

const url = z
  .url({ protocol: /^https?$/, error: 'Enter a web address starting with http:// or https://' })
  .trim()
  .max(2000);

/** POST /training-items (administrators): a new item goes last in its kind. A body, a link, or both. */
export const trainingItemBodySchema = z
  .object({
    kind: trainingKindSchema,
    title: z.string().trim().min(1, 'Enter a title').max(200, 'Use at most 200 characters'),
    summary: z.string().trim().max(500, 'Use at most 500 characters').default(''),
    body: z.string().trim().max(20000, 'Use at most 20,000 characters').default(''),
    url: url.nullable().default(null),
    audienceRoles: z.array(trainingAudienceSchema).min(1, 'Choose at least one role').max(TRAINING_AUDIENCES.length),
  })
  .refine((b) => b.body !== '' || b.url !== null, { path: ['body'], message: 'Write a body or give a link' });
export type TrainingItemBody = z.input<typeof trainingItemBodySchema>;

/** PUT /training-items/order (administrators): every item of the kind, by id, in the new order. */
export const trainingOrderBodySchema = z.object({
  kind: trainingKindSchema,
  ids: z.array(z.uuid()).min(1).max(500),
});
export type TrainingOrderBody = z.infer<typeof trainingOrderBodySchema>;
