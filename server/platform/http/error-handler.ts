import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '#server/platform/errors';

type Issue = { instancePath?: string; message?: string; params?: { issue?: { path?: PropertyKey[] } } };

function pathOf(issue: Issue, context: string | undefined): string {
  const fromZod = issue.params?.issue?.path;
  const path = fromZod?.length ? fromZod.map(String).join('.') : (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  return [context, path].filter(Boolean).join('.');
}

/**
 * What the log keeps of an unexpected error. A database error's detail ('Failing row contains (...)', 'Key
 * (email)=(...) already exists') and message ('invalid input syntax for type uuid: "..."') can quote patient data:
 * only its codes and names are kept.
 */
export function loggableError(error: unknown): unknown {
  const fields = (typeof error === 'object' && error !== null ? error : {}) as Record<string, unknown>;
  const isDatabaseError = typeof fields.code === 'string' && /^[0-9A-Z]{5}$/.test(fields.code) && 'severity' in fields;
  if (!isDatabaseError) return error;
  const { code, severity, constraint, table, column, routine } = fields;
  return { type: 'DatabaseError', code, severity, constraint, table, column, routine };
}

/** One error envelope for every failure: `{ message, code, details? }`; 5xx never carries internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header('Retry-After', String(error.retryAfterSeconds));
      return reply.code(error.statusCode).send({ ...error.extra, message: error.message, code: error.code, details: error.details });
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
    req.log.error({ err: loggableError(error) }, 'unhandled error');
    return reply.code(500).send({ message: 'Internal server error', code: 'INTERNAL' });
  });
}
