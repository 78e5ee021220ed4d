import { z } from 'zod';
import {
  TRAINING_AUDIENCES,
  trainingItemBodySchema,
  type TrainingItem,
  type TrainingItemBody,
  type TrainingKind,
} from '@contracts/training';

export const ITEM_SAVE_FAILED_TEXT = 'Failed to save the training item';

/** The form's values: text fields as typed (an empty link is no link), the roles as a list. */
export const itemFormSchema = z
  .object({
    kind: z.enum(['TRAINING', 'RESOURCE']),
    title: z.string().trim().min(1, 'Enter a title').max(200, 'Use at most 200 characters'),
    summary: z.string().trim().max(500, 'Use at most 500 characters'),
    body: z.string().trim().max(20000, 'Use at most 20,000 characters'),
    url: z
      .string()
      .trim()
      .max(2000)
      .refine((v) => v === '' || /^https?:\/\/\S+$/i.test(v), 'Enter a web address starting with http:// or https://'),
    audienceRoles: z.array(z.enum(TRAINING_AUDIENCES)).min(1, 'Choose at least one role'),
  })
  .refine((v) => v.body !== '' || v.url !== '', { path: ['body'], message: 'Write a body or give a link' });
export type ItemFormInput = z.input<typeof itemFormSchema>;
export type ItemFormOutput = z.output<typeof itemFormSchema>;

export const itemToForm = (item: TrainingItem | null, kind: TrainingKind): ItemFormInput =>
  item
    ? { kind: item.kind, title: item.title, summary: item.summary, body: item.body, url: item.url ?? '', audienceRoles: item.audienceRoles }
    : { kind, title: '', summary: '', body: '', url: '', audienceRoles: [] };

/** The request body (checked by the contract's own schema first). */
export const formToBody = (values: ItemFormOutput): TrainingItemBody =>
  trainingItemBodySchema.parse({ ...values, url: values.url === '' ? null : values.url });
