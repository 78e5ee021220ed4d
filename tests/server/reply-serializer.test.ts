import { ResponseSerializationError, serializerCompiler as librarySerializer } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { adminOrdersReplySchema } from '#contracts/orders';
import { immutableReply, serializerCompiler } from '#server/platform/http/serializer';

/**
 * The reply serializer (platform/http/serializer.ts) writes the very JSON fastify-type-provider-zod's does, and
 * refuses what it refuses with the same error; the whole app's server tests run every reply through it as well.
 */
const route = (schema: z.ZodType) => ({ schema, method: 'GET', url: '/test' });
const both = (schema: z.ZodType) => [serializerCompiler(route(schema)), librarySerializer(route(schema) as never)] as const;

const uuid = '1b4e28ba-2d11-4b2a-8a3e-9d5a2f0c6e71';
const envelope = z.object({
  data: z.object({
    id: z.uuid(),
    count: z.number().int().min(0),
    when: z.iso.datetime(),
    note: z.string().nullable(),
    extra: z.string().optional(),
    kind: z.enum(['A', 'B']),
    tags: z.array(z.string()).max(3),
    shape: z.discriminatedUnion('type', [z.object({ type: z.literal('x'), x: z.number() }), z.object({ type: z.literal('y') })]),
    loose: z.unknown(),
    nested: z.object({ deep: z.object({ deeper: z.object({ a: z.string() }) }) }),
  }),
  message: z.string().optional(),
});
const good = {
  data: {
    id: uuid,
    count: 3,
    when: '2026-01-02T03:04:05.000Z',
    note: null,
    kind: 'B',
    tags: ['a', 'b'],
    shape: { type: 'x', x: 1, dropped: true },
    loose: { any: [1, 'two'], fn: () => 1 },
    nested: { deep: { deeper: { a: 'z', dropped: 1 }, dropped: 2 } },
    dropped: 'not in the schema',
  },
  unknownTopLevel: 1,
};

describe('the reply serializer', () => {
  it('writes what the library writes: unknown keys dropped, optional ones left out, the schema order', () => {
    const [ours, library] = both(envelope);
    expect(ours(good)).toBe(library(good));
    const withExtra = { ...good, message: 'Done', data: { ...good.data, extra: 'kept', note: 'text' } };
    expect(ours(withExtra)).toBe(library(withExtra));
    expect(JSON.parse(ours(withExtra))).toMatchObject({ message: 'Done', data: { extra: 'kept', note: 'text' } });
    expect(ours(good)).not.toContain('dropped');
  });

  it.each([
    ['a bad uuid', { id: 'nope' }],
    ['a float where an int is due', { count: 1.5 }],
    ['a negative count', { count: -1 }],
    ['a missing field', { kind: undefined }],
    ['an array past its maximum', { tags: ['a', 'b', 'c', 'd'] }],
    ['an unknown discriminator', { shape: { type: 'z' } }],
    ['a deep field of the wrong type', { nested: { deep: { deeper: { a: 1 } } } }],
  ])('refuses %s with the library’s ResponseSerializationError', (_, change) => {
    const [ours, library] = both(envelope);
    const bad = { ...good, data: { ...good.data, ...change } };
    expect(() => library(bad)).toThrow(ResponseSerializationError);
    expect(() => ours(bad)).toThrow(ResponseSerializationError);
  });

  it('encodes, as before, a schema whose parse and encode differ (a codec)', () => {
    const codec = z.codec(z.iso.datetime(), z.date(), { decode: (s) => new Date(s), encode: (d) => d.toISOString() });
    const [ours, library] = both(z.object({ data: z.object({ at: codec }) }));
    const value = { data: { at: new Date('2026-01-02T03:04:05.000Z') } };
    expect(ours(value)).toBe(library(value));
    expect(ours(value)).toBe('{"data":{"at":"2026-01-02T03:04:05.000Z"}}');
  });

  it('writes an immutable value once per schema, with the same JSON, and still checks it', () => {
    const options = immutableReply({ partners: [{ id: uuid, name: 'Harbor' }], doctors: [] });
    expect(Object.isFrozen(options.partners[0])).toBe(true);
    const [ours, library] = both(adminOrdersReplySchema);
    const reply = (total: number) => ({ data: { orders: [], total, filterOptions: options } });
    expect(ours(reply(1))).toBe(library(reply(1)));
    expect(ours(reply(2))).toBe(library(reply(2)));
    const bad = immutableReply({ partners: [{ id: 'not a uuid', name: 'Harbor' }], doctors: [] });
    expect(() => ours({ data: { orders: [], total: 1, filterOptions: bad } })).toThrow(ResponseSerializationError);
  });
});
