import type { FastifyInstance } from 'fastify';

/**
 * Runs `pass` every `seconds` (0: never) until stopped. Passes never overlap within an instance: the next is
 * scheduled when one ends; a failing pass is logged and the job goes on. Returns the function that stops it and
 * waits for a pass under way.
 */
export function startRepeatingJob(
  app: FastifyInstance,
  name: string,
  seconds: number,
  pass: () => Promise<Record<string, number>>,
): () => Promise<void> {
  if (seconds <= 0) return async () => {};
  let stopped = false;
  let running: Promise<unknown> | null = null;
  let timer: NodeJS.Timeout | undefined;
  const schedule = () => {
    timer = setTimeout(tick, seconds * 1000);
    timer.unref();
  };
  const tick = () => {
    running = pass()
      .then((counts) => {
        if (Object.values(counts).some(Boolean)) app.log.info(counts, `${name} pass`);
      })
      .catch((error: unknown) => app.log.error({ err: error }, `${name} pass failed`))
      .finally(() => {
        running = null;
        if (!stopped) schedule();
      });
  };
  schedule();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
