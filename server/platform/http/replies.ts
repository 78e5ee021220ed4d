/**
 * The handler of a change whose reply is what the service returned and the sentence the client shows:
 * `handler: withMessage('Patient updated successfully', (req) => patients.update(ctxOf(req), req.params.id, req.body))`.
 * The request's type comes from the route's schema, as it would for a handler written out.
 */
export const withMessage =
  <Req, T>(message: string, change: (req: Req) => Promise<T>) =>
  async (req: Req) => ({ data: await change(req), message });
