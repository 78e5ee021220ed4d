import type { FastifyInstance } from 'fastify';
import { call } from './app';

/** A JSON Schema node of the OpenAPI document, as far as the generated tests read it. */
export type Schema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  additionalProperties?: boolean | Schema;
};

export type Parameter = { in: 'path' | 'query' | 'header'; name: string; required?: boolean; schema?: Schema };

/** One operation of the OpenAPI document: `key` is "METHOD /path" without the /api/v1 prefix. */
export type Operation = {
  key: string;
  method: string;
  path: string;
  /** Documented with a bearer token (signed in; GET /storage/upload-link also takes an intake's token instead). */
  guarded: boolean;
  parameters: Parameter[];
  body: Schema | undefined;
};

type Document = {
  paths: Record<
    string,
    Record<string, { parameters?: Parameter[]; security?: unknown[]; requestBody?: { content: Record<string, { schema: Schema }> } }>
  >;
};

/** Every operation the running app documents at GET /api/v1/openapi.json. */
export async function operationsOf(app: FastifyInstance): Promise<Operation[]> {
  const doc = (await call(app, { method: 'GET', url: '/openapi.json' })).body as unknown as Document;
  return Object.entries(doc.paths).flatMap(([fullPath, ops]) =>
    Object.entries(ops).map(([method, op]) => {
      const path = fullPath.replace(/^\/api\/v1/, '');
      return {
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        guarded: Boolean(op.security?.length),
        parameters: op.parameters ?? [],
        body: op.requestBody?.content['application/json']?.schema,
      };
    }),
  );
}

/** The property names a body schema can carry, through unions and nesting (`profile.email` is `email`). */
export function propertyNames(schema: Schema | undefined): string[] {
  if (!schema) return [];
  const nested = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? []), ...(schema.items ? [schema.items] : [])];
  const own = Object.entries(schema.properties ?? {}).flatMap(([name, s]) => [name, ...propertyNames(s)]);
  return [...new Set([...own, ...nested.flatMap(propertyNames)])];
}
