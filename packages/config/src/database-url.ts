/** A PostgreSQL `DATABASE_URL` that was checked, and how to show it: the password masked. */
export interface DatabaseUrl {
  connectionString: string;
  display: string;
}

/**
 * The value with any password replaced by `***`: the one between the user and the last `@` (also
 * when the value is not a valid URL, say a password with an unencoded `/`), and a `password=` parameter.
 * Masks too much rather than too little (without `//`, all between the first `:` and the last `@`).
 */
export function maskDatabaseUrl(value: string): string {
  const scheme = value.indexOf('://');
  const start = scheme >= 0 ? scheme + 3 : 0;
  const at = value.lastIndexOf('@');
  let masked = value;
  if (at > start) {
    const userinfo = value.slice(start, at);
    const colon = userinfo.indexOf(':');
    if (colon >= 0) masked = `${value.slice(0, start)}${userinfo.slice(0, colon)}:***${value.slice(at)}`;
  }
  return masked.replace(/([?&]password=)[^&#]*/gi, '$1***');
}

/** A refused `DATABASE_URL`; `problem` is the message without the variable's name. */
export class DatabaseUrlError extends Error {
  readonly problem: string;

  constructor(problem: string) {
    super(`DATABASE_URL ${problem}`);
    this.name = 'DatabaseUrlError';
    this.problem = problem;
  }
}

/**
 * Checks `DATABASE_URL`: a `postgres:` or `postgresql:` URL naming a host (in the authority or, for a
 * Unix socket, as `?host=`). Anything else is refused with a message that names the variable and shows
 * the value with its password masked.
 */
export function parseDatabaseUrl(value: string): DatabaseUrl {
  const connectionString = value.trim();
  const display = maskDatabaseUrl(connectionString);
  const refuse = (reason: string) => new DatabaseUrlError(`${reason}: ${display}`);
  if (connectionString === '') {
    throw new DatabaseUrlError('is empty: unset it to keep the data in SQLite in DATA_DIR, or set it to a postgres:// URL.');
  }
  let url: URL;
  try {
    url = new URL(connectionString);
  } catch {
    throw refuse('is not a valid URL (postgres://user:password@host:5432/database; percent-encode special characters)');
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw refuse(`must be a postgres:// or postgresql:// URL, not ${url.protocol}`);
  }
  if (url.hostname === '' && !url.searchParams.get('host')) throw refuse('names no host');
  try {
    for (const part of [url.username, url.password, url.pathname]) decodeURIComponent(part);
  } catch {
    throw refuse('has a malformed percent-encoding');
  }
  if (url.pathname.slice(1).includes('/')) throw refuse('has more than one path segment (the database name)');
  return { connectionString, display };
}
