/**
 * A row the database refused (CHECK, NOT NULL, UNIQUE, FOREIGN KEY): the input's fault, not the
 * server's. better-sqlite3 codes these `SQLITE_CONSTRAINT_*`, PostgreSQL with SQLSTATE class 23.
 */
export function isConstraintViolation(error: unknown): boolean {
  const code = error instanceof Error ? (error as Error & { code?: unknown }).code : undefined;
  return typeof code === 'string' && (code.startsWith('SQLITE_CONSTRAINT') || /^23[0-9A-Z]{3}$/.test(code));
}
