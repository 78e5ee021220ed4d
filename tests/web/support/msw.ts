import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** jsdom's page origin is http://localhost:3000; the client's base is /api/v1. The handlers are in ../mocks/. */
export const api = (path: string) => `*/api/v1${path}`;

export const server = setupServer();

/** Registers the msw lifecycle in the calling test file: any request without a handler fails the test. */
export function setupMswLifecycle() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}
