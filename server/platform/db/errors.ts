/** PostgreSQL's unique_violation: a concurrent insert won the race a service checked for. */
export const isUniqueViolation = (error: unknown, constraint?: string): boolean =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: unknown }).code === '23505' &&
  (constraint === undefined || (error as { constraint?: unknown }).constraint === constraint);
