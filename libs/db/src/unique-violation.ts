/** True when a query failed on a unique constraint (SQLSTATE 23505), optionally a named one. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint: failed } = error as { code?: unknown; constraint?: unknown };
  return code === '23505' && (constraint === undefined || failed === constraint);
}
