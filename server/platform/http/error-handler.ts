import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../errors';

type Issue = { instancePath?: string; message?: string; params?: { issue?: { path?: PropertyKey[] } } };

function pathOf(issue: Issue, context: string | undefined): string {
  const fromZod = issue.params?.issue?.path;
  const path = fromZod?.length ? fromZod.map(String).join('.') : (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  return [context, path].filter(Boolean).join('.');
}

/** One error envelope for every failure: `{ message, code, details? }`; 5xx never carries internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.statusCode).send({ message: error.message, code: error.code, details: error.details });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => ({
        path: pathOf(issue as Issue, error.validationContext),
        message: issue.message ?? 'Invalid value',
      }));
      const first = details[0];
      const message = first ? `Invalid request: ${first.path || 'body'}: ${first.message}` : 'Invalid request';
      return reply.code(400).send({ message, code: 'VALIDATION_FAILED', details });
    }
    if (isResponseSerializationError(error)) {
      req.log.error({ err: error }, 'reply did not match its schema');
      return reply.code(500).send({ message: 'Internal server error', code: 'INTERNAL' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = status === 429 ? 'RATE_LIMITED' : (error.code ?? 'BAD_REQUEST');
      return reply.code(status).send({ message: error.message, code });
    }
    req.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ message: 'Internal server error', code: 'INTERNAL' });
  });
}
