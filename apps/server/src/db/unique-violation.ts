/** The unique constraint a failed statement broke (PostgreSQL 23505), if that is why it failed. */
export function brokenUniqueConstraint(error: unknown): string | null {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return null;
}

/** Whether a statement failed on a unique index (e.g. two writes of one address at once). */
export function isUniqueViolation(error: unknown): boolean {
  return brokenUniqueConstraint(error) !== null;
}
