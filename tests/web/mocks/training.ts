import type { TrainingItem, TrainingItemBody, TrainingKind } from '@contracts/training';
import { mockApi } from './http';

// Training and resources: one in-memory list per kind behind the read and the administrators' writes.

export const trainingItem = (overrides: Partial<TrainingItem> = {}): TrainingItem => ({
  id: 'b0000000-0000-4000-8000-000000000001',
  kind: 'TRAINING',
  title: 'How your intake link works',
  summary: 'Send patients to your own link.',
  body: 'Your dashboard shows your intake link.',
  url: null,
  audienceRoles: ['GYM_OWNER', 'SALES_PERSON'],
  position: 1,
  updatedAt: '2026-02-01T10:00:00.000Z',
  ...overrides,
});

export const seededItems: TrainingItem[] = [
  trainingItem(),
  trainingItem({
    id: 'b0000000-0000-4000-8000-000000000002',
    title: 'Billing modes: patient-paid and partner-billed',
    summary: 'Who pays for an order.',
    body: 'Patient-paid: the patient pays at checkout.',
    position: 2,
  }),
  trainingItem({
    id: 'b0000000-0000-4000-8000-000000000003',
    kind: 'RESOURCE',
    title: 'GLP-1 medication guide (FDA)',
    summary: 'To share with patients.',
    body: '',
    url: 'https://www.fda.gov/',
    position: 1,
  }),
];

/** GET/POST/PUT/DELETE /training-items over one list. Records the write bodies, in order. */
export function trainingStore(initial: TrainingItem[] = seededItems) {
  let items = [...initial];
  const writes: unknown[] = [];
  const ofKind = (kind: TrainingKind) => items.filter((i) => i.kind === kind).sort((a, b) => a.position - b.position);
  let next = 100;
  const handlers = [
    mockApi('get', '/training-items', ({ query }) => ({ items: ofKind((query.kind as TrainingKind) ?? 'TRAINING') })),
    mockApi<TrainingItem, TrainingItemBody>(
      'post',
      '/training-items',
      ({ body }) => {
        writes.push(body);
        const item = trainingItem({
          ...body,
          id: `b0000000-0000-4000-8000-000000000${next++}`,
          summary: body.summary ?? '',
          body: body.body ?? '',
          url: body.url ?? null,
          position: ofKind(body.kind).length + 1,
        });
        items.push(item);
        return item;
      },
      { status: 201, message: 'Training item added' },
    ),
    mockApi<{ items: TrainingItem[] }, { kind: TrainingKind; ids: string[] }>(
      'put',
      '/training-items/order',
      ({ body }) => {
        writes.push(body);
        items = items.map((i) => (i.kind === body.kind ? { ...i, position: body.ids.indexOf(i.id) + 1 } : i));
        return { items: ofKind(body.kind) };
      },
      { message: 'Order saved' },
    ),
    mockApi(
      'delete',
      '/training-items/:id',
      ({ params }) => {
        writes.push({ deleted: params.id });
        items = items.filter((i) => i.id !== params.id);
        return null;
      },
      { message: 'Training item removed' },
    ),
  ];
  return { handlers, writes, ofKind };
}
