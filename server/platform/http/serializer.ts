import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { safeParse, type ZodType } from 'zod';

/**
 * The reply serializer: every reply still goes through its zod response schema (unknown keys dropped, a reply that
 * does not match it is a 500), for less CPU than fastify-type-provider-zod's, which took a fifth of a list request's
 * server time (bench, README "Benchmarks"):
 *
 * - It parses instead of encoding. zod's encode runs every schema that has checks (a uuid, an int) twice, a pass
 *   without the checks first, and skips the JIT-compiled object parser. For a schema without transforms, pipes,
 *   defaults or catches (`directional` below), parse and encode give the same value, so the same JSON. A schema
 *   with any of them is encoded as before.
 * - A reply's outer objects (the envelope, its `data`, one level more) are parsed property by property, so that a
 *   value marked `immutableReply` (a cache shared by requests: the administrator's staff directory) is checked and
 *   written once per schema that carries it, not on every request. The JSON is the same: the properties in the
 *   schema's order, undefined ones left out, as JSON.stringify writes zod's output.
 * - Anything refused takes the library's own path, which throws its ResponseSerializationError as before.
 */
export function serializerCompiler(route: { schema: unknown; method: string; url: string }): (data: unknown) => string {
  const library = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
  const schema = zodSchemaOf(route.schema);
  if (!schema || directional(schema)) return library;
  const write = compile(schema, SPLIT_DEPTH);
  return (data) => {
    const json = write(data);
    return typeof json === 'string' ? json : library(data);
  };
}

/** Values shared by many replies, never changed: deep-frozen, and their JSON kept per schema once written. */
const immutable = new WeakSet<object>();

/** Freezes `value` deeply and lets the serializer keep its JSON (a cache's value, shared by every request). */
export function immutableReply<T>(value: T): T {
  const freeze = (v: unknown) => {
    if (typeof v !== 'object' || v === null || Object.isFrozen(v)) return;
    for (const inner of Object.values(v)) freeze(inner);
    Object.freeze(v);
  };
  freeze(value);
  if (typeof value === 'object' && value !== null) immutable.add(value);
  return value;
}

const SPLIT_DEPTH = 3;
const OMIT = Symbol('omit');
const FAIL = Symbol('fail');
type Written = string | typeof OMIT | typeof FAIL;
type Def = { type: string; checks?: { _zod: { def: { check: string } } }[]; [key: string]: unknown };

const defOf = (schema: ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

function zodSchemaOf(schema: unknown): ZodType | null {
  if (typeof schema !== 'object' || schema === null) return null;
  if ('_zod' in schema) return schema as ZodType;
  const properties = (schema as { properties?: unknown }).properties;
  return typeof properties === 'object' && properties !== null && '_zod' in properties ? (properties as ZodType) : null;
}

/** Types whose parse and encode differ (or cannot be told apart without running them): those keep the encode. */
const DIRECTIONAL = new Set(['transform', 'pipe', 'default', 'prefault', 'catch', 'success', 'lazy', 'promise', 'custom', 'function']);

/** Whether parsing `schema` may give another value than encoding it. */
function directional(schema: ZodType, seen = new Set<ZodType>()): boolean {
  if (seen.has(schema)) return false;
  seen.add(schema);
  const def = defOf(schema);
  if (DIRECTIONAL.has(def.type)) return true;
  if (def.checks?.some((c) => c._zod.def.check === 'overwrite')) return true;
  return children(def).some((child) => directional(child, seen));
}

function children(def: Def): ZodType[] {
  const found: unknown[] = [];
  if (def.type === 'object') found.push(...Object.values(def.shape as Record<string, ZodType>), def.catchall);
  if (def.type === 'union') found.push(...(def.options as ZodType[]));
  if (def.type === 'intersection') found.push(def.left, def.right);
  if (def.type === 'record' || def.type === 'map') found.push(def.keyType, def.valueType);
  if (def.type === 'tuple') found.push(...(def.items as ZodType[]), def.rest);
  found.push(def.innerType, def.element, def.valueType);
  return found.filter((child): child is ZodType => typeof child === 'object' && child !== null && '_zod' in child);
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A writer of `schema`'s JSON: the text, OMIT (a valid undefined), or FAIL (zod refuses it). */
function compile(schema: ZodType, depth: number): (data: unknown) => Written {
  const def = defOf(schema);
  const written = new WeakMap<object, Written>();
  const remembered = (write: (data: unknown) => Written) => (data: unknown) => {
    if (typeof data !== 'object' || data === null || !immutable.has(data)) return write(data);
    let json = written.get(data);
    if (json === undefined) written.set(data, (json = write(data)));
    return json;
  };
  if (depth > 0 && def.type === 'object' && def.catchall === undefined && !def.checks?.length) {
    const properties = Object.entries(def.shape as Record<string, ZodType>).map(
      ([key, property]) => [key, JSON.stringify(key), compile(property, depth - 1)] as const,
    );
    return remembered((data) => {
      if (!isObject(data)) return FAIL;
      const parts: string[] = [];
      for (const [key, name, write] of properties) {
        const json = write(data[key]);
        if (json === FAIL) return FAIL;
        if (json !== OMIT) parts.push(`${name}:${json}`);
      }
      return `{${parts.join(',')}}`;
    });
  }
  return remembered((data) => {
    const result = safeParse(schema, data);
    if (!result.success) return FAIL;
    // Undefined, or a value JSON has no text for (a function under z.any()): left out, as JSON.stringify leaves it.
    const json = result.data === undefined ? undefined : (JSON.stringify(result.data) as string | undefined);
    return json === undefined ? OMIT : json;
  });
}
