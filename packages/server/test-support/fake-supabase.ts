import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sessionFreshnessMs } from '@zk/data';
import { WebSocketServer, type WebSocket } from 'ws';
import { factorJson, fakeMfa, hasVerifiedFactor, type FakeFactor, type FakeMfaRateLimit } from './fake-supabase-mfa.ts';

/**
 * A local stand-in for a Supabase project, answering as the real services do for what this product
 * uses: GoTrue (`/auth/v1/token?grant_type=password|refresh_token`, `/logout`, `/user`, TOTP factors under
 * `/factors` as `fake-supabase-mfa.ts` describes), PostgREST
 * (`/rest/v1/countdowns`, `/rest/v1/countdowns_version`) with the migration's row-level security, and
 * Realtime (`/realtime/v1/websocket`, Phoenix protocol vsn 1.0.0 and 2.0.0, postgres_changes filtered
 * per subscriber by the same policies).
 */
export interface FakeSupabaseOptions {
  users: Array<{ email: string; password: string; role?: string }>;
  /** Milliseconds since the epoch; tests move it for the 5-minute rule. */
  now?: () => number;
  /** GoTrue's limit on MFA challenges and verifications per client address (default 15 a minute, burst 30). */
  mfaRateLimit?: FakeMfaRateLimit;
}

export interface FakeSupabase {
  url: string;
  anonKey: string;
  /** Forgets every session (their tokens still verify: as after a server-side sign-out elsewhere). */
  dropSessions(): void;
  /** Every HTTP request: method, path and decoded query. */
  requests: Array<{ method: string; path: string; query: string }>;
  /** How many realtime channels are joined: changes reach a subscriber from its join on. */
  realtimeSubscribers(): number;
  /** A user's factors as stored (with their secrets, for tests that play the authenticator app). */
  factorsOf(email: string): FakeFactor[];
  /** How many TOTP codes reached GoTrue's check, and how many it refused. */
  mfaAttempts: { verify: number; verifyFailed: number };
  close(): Promise<void>;
}

type Claims = Record<string, unknown> & { role?: string; sub?: string; session_id?: string; exp?: number };

interface Row {
  id: string;
  title: string;
  target_date: string;
  is_active: boolean;
  created_at: string;
}

const base64url = (data: string | Buffer) => Buffer.from(data).toString('base64url');

function sign(claims: Claims, secret: string): string {
  const head = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = base64url(JSON.stringify(claims));
  return `${head}.${body}.${createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url')}`;
}

function verify(token: string, secret: string, nowSeconds: number): Claims | null {
  const [head, body, signature] = token.split('.');
  if (!head || !body || !signature) return null;
  const expected = createHmac('sha256', secret).update(`${head}.${body}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Claims;
  if (typeof claims.exp === 'number' && claims.exp < nowSeconds) return null;
  return claims;
}

/** PostgREST and Realtime render timestamptz like this. */
const pgTimestamp = (ms: number) =>
  new Date(ms).toISOString().replace(/\.\d{3}Z$/, (m) => (m === '.000Z' ? '+00:00' : `${m.slice(0, -1)}+00:00`));

const countdownColumns = [
  { name: 'id', type: 'uuid' },
  { name: 'title', type: 'text' },
  { name: 'target_date', type: 'timestamptz' },
  { name: 'is_active', type: 'bool' },
  { name: 'created_at', type: 'timestamptz' },
];
const versionColumns = [
  { name: 'id', type: 'bool' },
  { name: 'version', type: 'int8' },
  { name: 'changed_at', type: 'timestamptz' },
];

function pgError(code: string, message: string, details: string | null = null) {
  return { code, details, hint: null, message };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
  res.end(body === undefined ? undefined : JSON.stringify(body));
}

interface Subscription {
  socket: WebSocket;
  vsn: string;
  topic: string;
  joinRef: string | null;
  claims: Claims;
  bindings: Array<{ id: number; event: string; schema: string; table: string }>;
}

export async function startFakeSupabase(options: FakeSupabaseOptions): Promise<FakeSupabase> {
  const now = options.now ?? Date.now;
  const nowSeconds = () => Math.floor(now() / 1000);
  const secret = randomBytes(32).toString('hex');
  const anonKey = sign(
    { iss: 'supabase', ref: 'fakeproject', role: 'anon', iat: nowSeconds(), exp: nowSeconds() + 10 * 365 * 86400 },
    secret,
  );
  const users = options.users.map((user) => ({
    ...user,
    id: randomUUID(),
    createdAt: new Date(now()).toISOString(),
    lastSignInAt: null as string | null,
    factors: [] as FakeFactor[],
  }));
  const sessions = new Map<string, { userId: string; signedInAt: number; refreshToken: string; mfa?: { factorId: string; at: number } }>();
  const rows: Row[] = [];
  const version = { id: true, version: 0, changed_at: pgTimestamp(now()) };
  const subscriptions = new Set<Subscription>();
  const requests: FakeSupabase['requests'] = [];
  let bindingIds = 1000;
  let url = '';
  const mfa = fakeMfa({ now, issuer: 'localhost:3000', rateLimit: options.mfaRateLimit ?? { perMinute: 15, burst: 30 }, sessions });

  const userJson = (user: (typeof users)[number]) => ({
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: user.createdAt,
    phone: '',
    confirmed_at: user.createdAt,
    last_sign_in_at: user.lastSignInAt,
    app_metadata: { provider: 'email', providers: ['email'], ...(user.role ? { role: user.role } : {}) },
    user_metadata: { email_verified: true },
    identities: [],
    ...(user.factors.length > 0 ? { factors: user.factors.map(factorJson) } : {}),
    created_at: user.createdAt,
    updated_at: user.lastSignInAt ?? user.createdAt,
    is_anonymous: false,
  });

  function issueSession(user: (typeof users)[number], sessionId: string) {
    const session = sessions.get(sessionId);
    if (!session) throw new Error('no session');
    const iat = nowSeconds();
    const expiresIn = 3600;
    const claims: Claims = {
      iss: `${url}/auth/v1`,
      sub: user.id,
      aud: 'authenticated',
      exp: iat + expiresIn,
      iat,
      email: user.email,
      phone: '',
      app_metadata: userJson(user).app_metadata,
      user_metadata: userJson(user).user_metadata,
      role: 'authenticated',
      aal: session.mfa ? 'aal2' : 'aal1',
      // GoTrue lists the most recent method first.
      amr: [
        ...(session.mfa ? [{ method: 'totp', timestamp: session.mfa.at }] : []),
        { method: 'password', timestamp: session.signedInAt },
      ].sort((a, b) => b.timestamp - a.timestamp),
      session_id: sessionId,
      is_anonymous: false,
    };
    return {
      access_token: sign(claims, secret),
      token_type: 'bearer',
      expires_in: expiresIn,
      expires_at: iat + expiresIn,
      refresh_token: session.refreshToken,
      user: userJson(user),
    };
  }

  /** The claims of the request's bearer token (anon key included), null when it does not verify. */
  function claimsOf(req: IncomingMessage): Claims | null {
    const token = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    return token ? verify(token, secret, nowSeconds()) : null;
  }

  /** `private.is_fresh_operator()` of the migration: a password sign-in within the freshness window the server uses too. */
  function isFreshOperator(claims: Claims): boolean {
    const role = (claims.app_metadata as { role?: unknown } | undefined)?.role;
    const entries = Array.isArray(claims.amr) ? (claims.amr as Array<{ method?: unknown; timestamp?: unknown }>) : [];
    const stamps = entries
      .filter((e) => e.method === 'password')
      .map((e) => e.timestamp)
      .filter((t): t is number => typeof t === 'number');
    const user = users.find((u) => u.id === claims.sub);
    const assured = claims.aal === 'aal2' || !user || !hasVerifiedFactor(user);
    return role === 'operator' && stamps.length > 0 && Math.max(...stamps) >= nowSeconds() - sessionFreshnessMs / 1000 && assured;
  }

  const canSee = (claims: Claims, row: Row) => row.is_active || (claims.role === 'authenticated' && isFreshOperator(claims));

  function broadcast(
    table: 'countdowns' | 'countdowns_version',
    type: 'INSERT' | 'UPDATE' | 'DELETE',
    record: object | null,
    old: object | null,
  ) {
    const data = {
      schema: 'public',
      table,
      commit_timestamp: new Date(now()).toISOString(),
      type,
      record: record ?? {},
      old_record: old ?? {},
      columns: table === 'countdowns' ? countdownColumns : versionColumns,
      errors: null,
    };
    for (const sub of subscriptions) {
      const ids = sub.bindings
        .filter(
          (b) =>
            (b.schema === 'public' || b.schema === '*') &&
            (b.table === table || b.table === undefined) &&
            (b.event === '*' || b.event === type),
        )
        .filter(() => table === 'countdowns_version' || type === 'DELETE' || canSee(sub.claims, record as Row))
        .map((b) => b.id);
      if (ids.length > 0)
        push(sub.socket, sub.vsn, { join_ref: null, ref: null, topic: sub.topic, event: 'postgres_changes', payload: { ids, data } });
    }
  }

  function changed(type: 'INSERT' | 'UPDATE' | 'DELETE', row: Row, old: Row | null) {
    broadcast('countdowns', type, type === 'DELETE' ? null : row, type === 'INSERT' ? null : type === 'DELETE' ? { id: row.id } : old);
    const before = { ...version };
    version.version += 1;
    version.changed_at = pgTimestamp(now());
    broadcast('countdowns_version', 'UPDATE', { ...version }, before);
  }

  // --- GoTrue ---
  async function auth(req: IncomingMessage, res: ServerResponse, path: string, query: URLSearchParams) {
    const invalid = () => json(res, 400, { code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' });
    if (req.method === 'POST' && path === '/token') {
      const body = JSON.parse((await readBody(req)) || '{}') as { email?: string; password?: string; refresh_token?: string };
      if (query.get('grant_type') === 'password') {
        if (!body.email || !body.password)
          return json(res, 400, { code: 400, error_code: 'validation_failed', msg: 'missing email or phone' });
        const user = users.find((u) => u.email.toLowerCase() === body.email?.toLowerCase());
        if (!user || user.password !== body.password) return invalid();
        const sessionId = randomUUID();
        sessions.set(sessionId, { userId: user.id, signedInAt: nowSeconds(), refreshToken: randomBytes(9).toString('base64url') });
        user.lastSignInAt = new Date(now()).toISOString();
        return json(res, 200, issueSession(user, sessionId));
      }
      if (query.get('grant_type') === 'refresh_token') {
        const entry = [...sessions.entries()].find(([, s]) => s.refreshToken === body.refresh_token);
        const user = entry && users.find((u) => u.id === entry[1].userId);
        if (!entry || !user)
          return json(res, 400, {
            code: 400,
            error_code: 'refresh_token_not_found',
            msg: 'Invalid Refresh Token: Refresh Token Not Found',
          });
        entry[1].refreshToken = randomBytes(9).toString('base64url');
        return json(res, 200, issueSession(user, entry[0]));
      }
      return json(res, 400, { code: 400, error_code: 'validation_failed', msg: 'unsupported_grant_type' });
    }
    const claims = claimsOf(req);
    const session = claims?.session_id ? sessions.get(claims.session_id) : undefined;
    if (req.method === 'POST' && path === '/logout') {
      if (!claims || claims.role !== 'authenticated')
        return json(res, 401, { code: 401, error_code: 'no_authorization', msg: 'This endpoint requires a valid Bearer token' });
      if (!session)
        return json(res, 403, { code: 403, error_code: 'session_not_found', msg: 'Session from session_id claim in JWT does not exist' });
      if (query.get('scope') === 'local') sessions.delete(claims.session_id as string);
      else for (const [id, s] of sessions) if (s.userId === session.userId) sessions.delete(id);
      res.writeHead(204).end();
      return;
    }
    if (req.method === 'GET' && path === '/user') {
      if (!claims || claims.role !== 'authenticated')
        return json(res, 401, { code: 401, error_code: 'no_authorization', msg: 'This endpoint requires a valid Bearer token' });
      if (!session)
        return json(res, 403, { code: 403, error_code: 'session_not_found', msg: 'Session from session_id claim in JWT does not exist' });
      const user = users.find((u) => u.id === claims.sub);
      return user ? json(res, 200, userJson(user)) : json(res, 404, { code: 404, error_code: 'user_not_found', msg: 'User not found' });
    }
    if (path === '/factors' || path.startsWith('/factors/')) {
      if (!claims || claims.role !== 'authenticated')
        return json(res, 401, { code: 401, error_code: 'no_authorization', msg: 'This endpoint requires a valid Bearer token' });
      const user = users.find((u) => u.id === claims.sub);
      if (!session || !user)
        return json(res, 403, { code: 403, error_code: 'session_not_found', msg: 'Session from session_id claim in JWT does not exist' });
      const sessionId = claims.session_id as string;
      const body = req.method === 'POST' ? (JSON.parse((await readBody(req)) || '{}') as Record<string, unknown>) : {};
      return mfa.handle(
        req,
        path,
        { user, session, sessionId, body },
        {
          answer: (status, answer) => json(res, status, answer),
          error: (status, errorCode, msg) => json(res, status, { code: status, error_code: errorCode, msg }),
          issue: () => {
            session.refreshToken = randomBytes(9).toString('base64url');
            json(res, 200, issueSession(user, sessionId));
          },
        },
      );
    }
    return json(res, 404, { code: 404, error_code: 'not_found', msg: 'Not found' });
  }

  // --- PostgREST ---
  function filterRows(query: URLSearchParams, visible: Row[]): Row[] | { status: number; body: unknown } {
    let result = visible;
    for (const [key, value] of query) {
      if (['select', 'order', 'limit', 'offset', 'columns'].includes(key)) continue;
      const match = /^eq\.(.*)$/.exec(value);
      if (!match) return { status: 400, body: pgError('PGRST100', `"failed to parse filter (${value})" (line 1, column 1)`) };
      const expected = match[1] ?? '';
      if (key === 'id') {
        if (!/^[0-9a-f-]{36}$/i.test(expected))
          return { status: 400, body: pgError('22P02', `invalid input syntax for type uuid: "${expected}"`) };
        result = result.filter((row) => row.id === expected);
      } else if (key === 'is_active') result = result.filter((row) => String(row.is_active) === expected);
      else return { status: 400, body: pgError('42703', `column countdowns.${key} does not exist`) };
    }
    const order = query.get('order');
    if (order) {
      const [column, direction] = order.split('.');
      const sign = direction === 'desc' ? -1 : 1;
      result = [...result].sort((a, b) => sign * (column === 'target_date' ? Date.parse(a.target_date) - Date.parse(b.target_date) : 0));
    }
    const limit = query.get('limit');
    if (limit) result = result.slice(0, Number(limit));
    return result;
  }

  function project(rows: object[], select: string | null): object[] {
    if (!select || select === '*') return rows;
    const columns = select.split(',');
    return rows.map((row) => Object.fromEntries(columns.map((c) => [c, (row as Record<string, unknown>)[c]])));
  }

  function answerRows(req: IncomingMessage, res: ServerResponse, status: number, data: object[], representation: boolean) {
    const single = (req.headers.accept ?? '').includes('application/vnd.pgrst.object+json');
    if (single) {
      if (data.length !== 1) {
        return json(res, 406, {
          code: 'PGRST116',
          details: `The result contains ${data.length} rows`,
          hint: null,
          message: 'Cannot coerce the result to a single JSON object',
        });
      }
      return json(res, status, data[0], { 'Content-Type': 'application/vnd.pgrst.object+json; charset=utf-8' });
    }
    if (!representation) {
      res.writeHead(status === 200 ? 204 : status).end();
      return;
    }
    return json(res, status, data);
  }

  async function rest(req: IncomingMessage, res: ServerResponse, table: string, query: URLSearchParams) {
    const claims = claimsOf(req);
    if (!claims) return json(res, 401, { code: 'PGRST301', details: null, hint: null, message: 'JWSError JWSInvalidSignature' });
    const anon = claims.role !== 'authenticated';
    const denied = () => json(res, anon ? 401 : 403, pgError('42501', `permission denied for table ${table}`));
    const representation = /return=representation/.test(String(req.headers.prefer ?? ''));
    const select = query.get('select');

    if (table === 'countdowns_version') {
      if (req.method !== 'GET') return denied();
      return answerRows(req, res, 200, project([version], select), true);
    }
    if (table !== 'countdowns')
      return json(res, 404, { code: '42P01', details: null, hint: null, message: `relation "public.${table}" does not exist` });

    const visible = rows.filter((row) => canSee(claims, row));
    if (req.method === 'GET') {
      const found = filterRows(query, visible);
      if (!Array.isArray(found)) return json(res, found.status, found.body);
      return answerRows(req, res, 200, project(found, select), true);
    }
    if (anon) return denied();
    const fresh = isFreshOperator(claims);
    if (req.method === 'POST') {
      const body = JSON.parse((await readBody(req)) || '{}') as Partial<Row> | Array<Partial<Row>>;
      const inputs = Array.isArray(body) ? body : [body];
      if (!fresh) return json(res, 403, pgError('42501', 'new row violates row-level security policy for table "countdowns"'));
      const created: Row[] = [];
      for (const input of inputs) {
        const title = String(input.title ?? '');
        if (title.trim().length < 1 || title.trim().length > 200) {
          return json(
            res,
            400,
            pgError(
              '23514',
              'new row for relation "countdowns" violates check constraint "countdowns_title_check"',
              `Failing row contains (${title}).`,
            ),
          );
        }
        const target = Date.parse(String(input.target_date ?? ''));
        if (Number.isNaN(target))
          return json(res, 400, pgError('22007', `invalid input syntax for type timestamp with time zone: "${String(input.target_date)}"`));
        created.push({
          id: randomUUID(),
          title,
          target_date: pgTimestamp(target),
          is_active: input.is_active ?? true,
          created_at: pgTimestamp(now()),
        });
      }
      rows.push(...created);
      for (const row of created) changed('INSERT', row, null);
      return answerRows(req, res, 201, project(created, select), representation);
    }
    const targets = filterRows(query, fresh ? rows : []);
    if (!Array.isArray(targets)) return json(res, targets.status, targets.body);
    if (req.method === 'PATCH') {
      const patch = JSON.parse((await readBody(req)) || '{}') as Partial<Row>;
      if (Object.keys(patch).some((key) => !['title', 'target_date', 'is_active'].includes(key))) return denied();
      const updated = targets.map((row) => {
        const old = { ...row };
        Object.assign(
          row,
          patch.is_active === undefined ? {} : { is_active: patch.is_active },
          patch.title === undefined ? {} : { title: patch.title },
        );
        if (patch.target_date !== undefined) row.target_date = pgTimestamp(Date.parse(patch.target_date));
        changed('UPDATE', row, old);
        return { ...row };
      });
      return answerRows(req, res, 200, project(updated, select), representation);
    }
    if (req.method === 'DELETE') {
      for (const row of targets) {
        rows.splice(rows.indexOf(row), 1);
        changed('DELETE', row, null);
      }
      return answerRows(req, res, 200, project(targets, select), representation);
    }
    return json(res, 405, pgError('PGRST117', `Unsupported HTTP method: ${req.method}`));
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const parsed = new URL(req.url ?? '/', 'http://127.0.0.1');
    // As the platform's gateway does, for a browser on the site's origin (end-to-end journeys).
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (req.method === 'OPTIONS') {
      res.writeHead(200, {
        'Access-Control-Allow-Methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
        'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? '*',
        'Access-Control-Max-Age': '3600',
      });
      res.end();
      return;
    }
    requests.push({ method: req.method ?? 'GET', path: parsed.pathname, query: decodeURIComponent(parsed.search) });
    const apikey = req.headers.apikey;
    if (apikey !== anonKey)
      return json(res, 401, { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' });
    if (parsed.pathname.startsWith('/auth/v1/')) return auth(req, res, parsed.pathname.slice('/auth/v1'.length), parsed.searchParams);
    const restMatch = /^\/rest\/v1\/([a-z_]+)$/.exec(parsed.pathname);
    if (restMatch?.[1]) return rest(req, res, restMatch[1], parsed.searchParams);
    return json(res, 404, { message: 'no Route matched with those values' });
  }

  // --- Realtime (Phoenix channels) ---
  function push(
    socket: WebSocket,
    vsn: string,
    message: { join_ref: string | null; ref: string | null; topic: string; event: string; payload: unknown },
  ) {
    if (socket.readyState !== socket.OPEN) return;
    socket.send(
      vsn === '2.0.0'
        ? JSON.stringify([message.join_ref, message.ref, message.topic, message.event, message.payload])
        : JSON.stringify(message),
    );
  }

  function onSocket(socket: WebSocket, vsn: string) {
    const mine = new Map<string, Subscription>();
    socket.on('message', (raw) => {
      const parsed = JSON.parse(String(raw)) as unknown;
      const [joinRef, ref, topic, event, payload] = Array.isArray(parsed)
        ? (parsed as [string | null, string | null, string, string, Record<string, unknown>])
        : (() => {
            const m = parsed as { join_ref?: string; ref: string; topic: string; event: string; payload: Record<string, unknown> };
            return [m.join_ref ?? null, m.ref, m.topic, m.event, m.payload] as const;
          })();
      const reply = (status: 'ok' | 'error', response: unknown) =>
        push(socket, vsn, { join_ref: joinRef, ref, topic, event: 'phx_reply', payload: { status, response } });
      if (topic === 'phoenix' && event === 'heartbeat') return reply('ok', {});
      if (event === 'phx_join') {
        const token = typeof payload.access_token === 'string' ? payload.access_token : anonKey;
        const claims = verify(token, secret, nowSeconds());
        if (!claims) return reply('error', { reason: 'Invalid JWT' });
        const config = (payload.config ?? {}) as {
          postgres_changes?: Array<{ event: string; schema: string; table: string; filter?: string }>;
        };
        const requested = config.postgres_changes ?? [];
        const bindings = requested.map((binding) => ({ id: bindingIds++, ...binding }));
        const subscription: Subscription = { socket, vsn, topic, joinRef, claims, bindings };
        const previous = mine.get(topic);
        if (previous) subscriptions.delete(previous);
        mine.set(topic, subscription);
        subscriptions.add(subscription);
        reply('ok', {
          postgres_changes: bindings.map(({ id, event: e, schema, table, filter }) => ({
            id,
            event: e,
            schema,
            table,
            ...(filter ? { filter } : {}),
          })),
        });
        if (bindings.length > 0) {
          push(socket, vsn, {
            join_ref: joinRef,
            ref: null,
            topic,
            event: 'system',
            payload: {
              channel: topic.replace(/^realtime:/, ''),
              extension: 'postgres_changes',
              message: 'Subscribed to PostgreSQL',
              status: 'ok',
            },
          });
        }
        return;
      }
      if (event === 'access_token') {
        const claims = typeof payload.access_token === 'string' ? verify(payload.access_token, secret, nowSeconds()) : null;
        const subscription = mine.get(topic);
        if (claims && subscription) subscription.claims = claims;
        return reply(claims ? 'ok' : 'error', claims ? {} : { reason: 'Invalid JWT' });
      }
      if (event === 'phx_leave') {
        const subscription = mine.get(topic);
        if (subscription) subscriptions.delete(subscription);
        mine.delete(topic);
        reply('ok', {});
        return push(socket, vsn, { join_ref: joinRef, ref, topic, event: 'phx_close', payload: {} });
      }
      return reply('ok', {});
    });
    socket.on('close', () => {
      for (const subscription of mine.values()) subscriptions.delete(subscription);
    });
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => json(res, 500, { message: String(error) }));
  });
  const wss = new WebSocketServer({ noServer: true });
  server.on('upgrade', (req, socket, head) => {
    const parsed = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (parsed.pathname !== '/realtime/v1/websocket' || parsed.searchParams.get('apikey') !== anonKey) {
      socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
      return;
    }
    const vsn = parsed.searchParams.get('vsn') ?? '1.0.0';
    wss.handleUpgrade(req, socket, head, (ws) => onSocket(ws, vsn));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    anonKey,
    requests,
    dropSessions: () => sessions.clear(),
    realtimeSubscribers: () => subscriptions.size,
    factorsOf: (email) => users.find((u) => u.email === email)?.factors ?? [],
    mfaAttempts: mfa.attempts,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of wss.clients) client.terminate();
        wss.close();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
