/**
 * Whether an error means the storage, not the request, failed, so the visitor is asked to try again later
 * (503 with Retry-After) and keeps what they typed:
 * - SQLite: the disk is full (SQLITE_FULL), an I/O error (SQLITE_IOERR_*), the file became read-only, or it
 *   stayed locked beyond the busy timeout;
 * - PostgreSQL: the connection failed or was cut (SQLSTATE class 08, a socket error, the pool's own
 *   messages), the server is shutting down or starting (57P0x), out of resources (class 53: disk full, too
 *   many connections), or read-only (25006, a standby after a failover).
 */
export function storageUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string') {
    if (/^SQLITE_(FULL|IOERR|READONLY|BUSY|CANTOPEN)/.test(code)) return true;
    if (/^(08|53)[0-9A-Z]{3}$/.test(code) || /^57P0[1-5]$/.test(code) || code === '25006') return true;
    if (/^E(CONNREFUSED|CONNRESET|PIPE|TIMEDOUT|HOSTUNREACH|NETUNREACH|AI_AGAIN|NOTFOUND)$/.test(code)) return true;
  }
  const message = error instanceof Error ? error.message : '';
  return /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error)/.test(
    message,
  );
}
