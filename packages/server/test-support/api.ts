import type { RequestListener } from 'node:http';
import type { Hono } from 'hono';
import type { ServerConfig } from '@zk/config';
import { createApp, type AppDeps } from '../src/app.ts';
import { hashPassword, type ScryptParams } from '../src/auth/password.ts';
import { openDatabase } from '../src/db/database.ts';
import { operatorsStore } from '../src/db/engine/operators-store.ts';
import type { Engine } from '../src/db/engine/engine-types.ts';
import { sqliteEngine } from '../src/db/engine/sqlite-engine.ts';
import type { AppEnv } from '../src/http/app-env.ts';
import { onCleanup, tempDir, testConfig } from './helpers.ts';

/** Cheap scrypt parameters for tests; production uses OWASP's. */
export const testScrypt: ScryptParams = { N: 2 ** 10, r: 8, p: 1 };
export const operator = { email: 'op@example.com', password: 'correct horse battery' };
export const siteOrigin = 'http://localhost:3000';

export interface TestApi {
  app: Hono<AppEnv>;
  /** The server's `node:http` request listener (the static fast path in front of `app`). */
  listener: RequestListener;
  clock: { now: number };
  /** Delays the server asked for before answering slowed-down sign-in failures (not waited for). */
  sleeps: number[];
  /** A request with this site's Origin, a JSON body (or `form`, form-encoded, as a browser posts a form), and the cookie jar. */
  call(path: string, init?: CallInit): Promise<Response>;
  /** The cookies `call` sends and keeps when `init.jar` names no other (another browser's). */
  jar: CookieJar;
  signIn(credentials?: { email: string; password: string }): Promise<Response>;
  close(): void;
}

/** A browser's cookies, by name. */
export type CookieJar = Map<string, string>;

export interface CallInit {
  /** Whose cookies are sent and kept: the api's own by default; `new Map()` for a browser of its own. */
  jar?: CookieJar;
  method?: string;
  json?: unknown;
  form?: Record<string, string>;
  headers?: Record<string, string>;
  ip?: string;
}

export interface TestApiOptions {
  config?: Partial<ServerConfig>;
  deps?: AppDeps;
  dataDir?: string;
  /** PostgreSQL (`openEngine({ databaseUrl })`, the test's to close) instead of SQLite in `dataDir`. */
  engine?: Engine;
  /** The parameters of the operator's stored password hash (default {@link testScrypt}). */
  operatorScrypt?: ScryptParams;
}

export async function testApi(options: TestApiOptions = {}): Promise<TestApi> {
  const clock = { now: Date.parse('2026-06-01T12:00:00Z') };
  const db = options.engine ? undefined : openDatabase(options.dataDir ?? tempDir());
  const operators = operatorsStore(options.engine ?? sqliteEngine(db!), () => clock.now);
  // A second app on the same `dataDir` (a second server) finds the operator already there.
  if (!(await operators.findByEmail(operator.email))) {
    await operators.create(operator.email, await hashPassword(operator.password, options.operatorScrypt ?? testScrypt));
  }
  const sleeps: number[] = [];
  const sleep = async (ms: number) => void sleeps.push(ms);
  const server = await createApp(testConfig(options.config), {
    db,
    engine: options.engine,
    now: () => clock.now,
    scryptParams: testScrypt,
    sleep,
    ...options.deps,
  });
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    server.close();
    db?.close();
  };
  onCleanup(close);
  const ownJar: CookieJar = new Map();
  const origin = options.config?.siteUrl ? new URL(options.config.siteUrl).origin : siteOrigin;

  async function call(path: string, init: CallInit = {}) {
    const jar = init.jar ?? ownJar;
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const headers: Record<string, string> = {
      Origin: origin,
      'X-Forwarded-For': init.ip ?? '203.0.113.7',
      ...(cookie ? { Cookie: cookie } : {}),
      ...init.headers,
    };
    let body: string | undefined;
    if (init.json !== undefined) {
      body = JSON.stringify(init.json);
      headers['Content-Type'] ??= 'application/json';
    } else if (init.form !== undefined) {
      body = new URLSearchParams(init.form).toString();
      headers['Content-Type'] ??= 'application/x-www-form-urlencoded';
    }
    const res = await server.app.request(`${origin}${path}`, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body });
    for (const set of res.headers.getSetCookie()) {
      const [pair = ''] = set.split(';');
      const split = pair.indexOf('=');
      const [name, value] = [pair.slice(0, split), pair.slice(split + 1)];
      if (/Max-Age=0/i.test(set) || value === '') jar.delete(name);
      else jar.set(name, value);
    }
    return res;
  }

  return {
    app: server.app,
    get listener() {
      return server.listener;
    },
    clock,
    sleeps,
    call,
    jar: ownJar,
    signIn: (credentials = operator) => call('/api/auth/sign-in', { json: credentials }),
    close,
  };
}
