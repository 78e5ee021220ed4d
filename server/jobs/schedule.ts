import type { FastifyInstance } from 'fastify';

/**
 * Runs `pass` every `seconds` (0: never) on the job queue (server/platform/jobs/queue.ts): once per slot of `seconds`
 * across every instance, retried with backoff when it throws, then kept as a dead letter for an administrator. Call
 * it from the app's onReady list. Returns the function that stops it (closing the app waits for a pass under way).
 */
export function startRepeatingJob(
  app: FastifyInstance,
  name: string,
  seconds: number,
  pass: () => Promise<Record<string, number>>,
): () => Promise<void> {
  return app.jobs.add(name, seconds, pass);
}
