/**
 * Invalid requests generated from an operation's OpenAPI schema: wrong types, huge strings, NUL and other unicode,
 * negative numbers, unknown and prototype-polluting fields, missing required fields, ids that are not uuids. Every
 * variant is invalid by construction, so none may change the database.
 */
import type { Operation, Parameter, Schema } from './openapi';

export type BadRequest = { what: string; url: string; payload?: unknown; rawBody?: string };

const NUL = 'a\u0000b';
const UNICODE = '𝔘ñí©ødé ‮ 🧪';
const ONE_MB = 'a'.repeat(1024 * 1024);
const typeOf = (s: Schema | undefined): string | undefined =>
  Array.isArray(s?.type) ? s.type.find((t) => t !== 'null') : (s?.type ?? (s?.anyOf ?? s?.oneOf)?.map(typeOf).find(Boolean));

/** A value of the right shape (the other fields of a body, so that one wrong field is what the server meets). */
export function sample(s: Schema | undefined, idFor: (name: string) => string, name = ''): unknown {
  if (!s) return 'x';
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  const branch = s.anyOf ?? s.oneOf;
  if (branch?.length) return sample(branch.find((b) => b.type !== 'null') ?? branch[0], idFor, name);
  switch (typeOf(s)) {
    case 'object': {
      const required = s.required ?? [];
      return Object.fromEntries(required.map((key) => [key, sample(s.properties?.[key], idFor, key)]));
    }
    case 'array':
      return [];
    case 'integer':
    case 'number':
      return Math.max(s.minimum ?? 1, 1);
    case 'boolean':
      return true;
    default:
      if (s.format === 'uuid') return idFor(name);
      if (s.format === 'email') return 'sweep@example.test';
      if (s.format === 'date-time') return new Date().toISOString();
      if (s.format === 'date') return '1990-01-01';
      return 'x'.repeat(Math.max(s.minLength ?? 1, 1));
  }
}

/** Values the property's schema cannot accept. */
function wrongValues(s: Schema): [string, unknown][] {
  const type = typeOf(s);
  const out: [string, unknown][] = [];
  if (type === 'string') {
    out.push(['a number for a string', 12345]);
    out.push(['NUL in a string', NUL]);
    if (s.enum || s.format || s.const !== undefined) out.push(['unicode where a code is expected', UNICODE]);
    if (s.maxLength !== undefined) out.push(['one character too long', 'a'.repeat(s.maxLength + 1)]);
  } else if (type === 'integer' || type === 'number') {
    out.push(['a string for a number', 'twelve']);
    if (s.minimum !== undefined && s.minimum >= 0) out.push(['a negative number', -1]);
    if (type === 'integer') out.push(['a fraction for an integer', 1.5]);
  } else if (type === 'boolean') {
    out.push(['a string for a boolean', 'yes']);
  } else if (type === 'object') {
    out.push(['a string for an object', 'object']);
  } else if (type === 'array') {
    out.push(['an object for an array', { 0: 'x' }]);
  }
  return out;
}

/** Values a path or query parameter cannot accept. */
function wrongParams(p: Parameter): [string, string][] {
  const s = p.schema ?? {};
  const type = typeOf(s);
  const out: [string, string][] = [
    ['NUL', '%00'],
    ['huge', 'a'.repeat(10_000)],
  ];
  if (s.format === 'uuid') out.push(['not a uuid', 'not-a-uuid'], ['unicode', encodeURIComponent(UNICODE)]);
  if (type === 'integer' || type === 'number') out.push(['not a number', 'abc'], ['negative', '-5'], ['overflow', '1e309']);
  if (s.enum) out.push(['not one of the values', encodeURIComponent(UNICODE)]);
  return out;
}

/** The path with each parameter filled, and its query string from `query`. */
function urlOf(op: Operation, path: Record<string, string>, query: Record<string, string>) {
  const filled = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => path[name] ?? 'x');
  const qs = Object.entries(query)
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  return qs ? `${filled}?${qs}` : filled;
}

/**
 * The invalid requests for one operation. `idFor(name)` gives the caller's own id for a parameter or field name, so
 * that a request that is wrong in one place only is right in the others.
 */
export function badRequests(op: Operation, idFor: (name: string) => string): BadRequest[] {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const goodPath = Object.fromEntries(pathParams.map((p) => [p.name, String(sample(p.schema, idFor, p.name))]));
  const goodQuery = Object.fromEntries(
    queryParams.filter((p) => p.required).map((p) => [p.name, encodeURIComponent(String(sample(p.schema, idFor, p.name)))]),
  );
  const url = urlOf(op, goodPath, goodQuery);
  const body = op.body ? (sample(op.body, idFor) as Record<string, unknown>) : undefined;
  const out: BadRequest[] = [];

  for (const p of pathParams)
    for (const [what, value] of wrongParams(p))
      out.push({ what: `path ${p.name}: ${what}`, url: urlOf(op, { ...goodPath, [p.name]: value }, goodQuery), payload: body });
  for (const p of queryParams)
    for (const [what, value] of wrongParams(p))
      out.push({ what: `query ${p.name}: ${what}`, url: urlOf(op, goodPath, { ...goodQuery, [p.name]: value }), payload: body });

  if (op.body) {
    const required = op.body.required ?? [];
    out.push({ what: 'an array for the body', url, payload: [] });
    out.push({ what: 'a string for the body', url, rawBody: '"text"' });
    out.push({ what: 'malformed JSON', url, rawBody: '{"a": ' });
    out.push({ what: 'a 1 MB body', url, payload: { ...body, huge: ONE_MB } });
    out.push({ what: 'a __proto__ field', url, rawBody: JSON.stringify(body).replace(/^\{/, '{"__proto__":{"role":"SUPER_ADMIN"},') });
    if (required.length) {
      const [first, ...rest] = required;
      out.push({ what: 'no fields but unknown ones', url, payload: { role: 'SUPER_ADMIN', isAdmin: true } });
      out.push({
        what: `${first} missing, an unknown field sent`,
        url,
        payload: { ...Object.fromEntries(rest.map((k) => [k, body?.[k]])), unknownField: UNICODE },
      });
    }
    for (const [name, schema] of Object.entries(op.body.properties ?? {}))
      for (const [what, value] of wrongValues(schema))
        out.push({ what: `body ${name}: ${what}`, url, payload: { ...body, [name]: value } });
  }
  return out;
}
