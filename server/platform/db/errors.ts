/** PostgreSQL's unique_violation: a concurrent insert won the race a service checked for. */
export const isUniqueViolation = (error: unknown, constraint?: string): boolean =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: unknown }).code === '23505' &&
  (constraint === undefined || (error as { constraint?: unknown }).constraint === constraint);

/** PostgreSQL's exclusion_violation: a concurrent write took the range an exclusion constraint keeps apart. */
export const isExclusionViolation = (error: unknown, constraint?: string): boolean =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: unknown }).code === '23P01' &&
  (constraint === undefined || (error as { constraint?: unknown }).constraint === constraint);
