import type { HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { sandboxCardHandlers } from '../mocks/sandbox-tokenizer';

/** jsdom's page origin is http://localhost:3000; the client's base is /api/v1. The handlers are in ../mocks/. */
export const api = (path: string) => `*/api/v1${path}`;

/** Always in use: the sandbox's card path (public config and tokenizer), which every card form goes through. */
export const server = setupServer(...sandboxCardHandlers());

/** Registers the msw lifecycle in the calling test file: any request without a handler fails the test. */
export function setupMswLifecycle() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

/** Puts a recording mock (../mocks/http.ts) in use and returns the queries it is sent: a live array, read after the fact. */
export function queriesOf(mock: HttpHandler & { queries: Record<string, string>[] }) {
  server.use(mock);
  return mock.queries;
}
