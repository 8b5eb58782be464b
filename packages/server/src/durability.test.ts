import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './db/database.ts';
import { tempDir } from '../test-support/helpers.ts';
import { startServerProcess } from '../test-support/server-process.ts';

async function startServer(dataDir: string) {
  const server = startServerProcess({
    PORT: '0',
    DATA_DIR: dataDir,
    STATIC_DIR: dataDir,
    FORM_RATE_LIMIT_PER_MINUTE: '1000000',
    ADMIN_EMAIL: 'op@example.com',
    ADMIN_PASSWORD: 'durability-password',
  });
  return { child: server.child, url: await server.listening };
}

type Kind = 'contact' | 'waitlist';

interface Route {
  name: string;
  kind: Kind;
  /** Sends one submission with this e-mail address; true when the server acknowledged it. */
  send(url: string, email: string): Promise<boolean>;
}

/** The pages' scripts: JSON to the API, acknowledged by 201. */
const jsonRoute = (kind: Kind, fields: Record<string, unknown>): Route => ({
  name: `json-${kind}`,
  kind,
  send: async (url, email) =>
    (
      await fetch(`${url}/api/submissions/${kind}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: url },
        body: JSON.stringify({ ...fields, email }),
      })
    ).status === 201,
});

/** The plain HTML form: a form post to the page, acknowledged by the 303 to its thank-you address. */
const htmlRoute = (kind: Kind, page: string, fields: Array<[string, string]>): Route => ({
  name: `html-${kind}`,
  kind,
  send: async (url, email) => {
    const res = await fetch(`${url}${page}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: url },
      body: new URLSearchParams([...fields, ['email', email]]).toString(),
    });
    return res.status === 303 && res.headers.get('location') === `${page}?sent=1`;
  },
});

/** The four ways a lead arrives: the pages' scripts (JSON) and the plain HTML forms, for both forms. */
const routes: Route[] = [
  jsonRoute('contact', { fullName: 'Visitor', inquiry: 'A durable inquiry' }),
  jsonRoute('waitlist', { fullName: 'Visitor', services: ['telegram'], consent: true, language: 'tr' }),
  htmlRoute('contact', '/en/contact', [
    ['fullName', 'Visitor'],
    ['inquiry', 'A durable inquiry'],
    ['website', ''],
  ]),
  htmlRoute('waitlist', '/de/waitlist', [
    ['fullName', 'Visitor'],
    ['services', 'telegram'],
    ['services', 'instagram'],
    ['consent', 'on'],
  ]),
];

interface Sent {
  email: string;
  kind: Kind;
  acknowledged: boolean;
}

/** Acknowledged submissions of each route a life needs before its kill, so every route is cut mid-stream. */
const perRouteBeforeKill = 5;

/**
 * One server life: `total` submissions at once, spread over the four routes, each with an address of its
 * own; SIGKILL as soon as `killAfter` of them, and `perRouteBeforeKill` of each route, are acknowledged, so
 * the rest are in flight, queued or not yet sent. Returns every submission and whether the server
 * acknowledged it. (Which routes answer first depends on the machine's load: the kill waits for all four.)
 */
async function lifeEndingInSigkill(dataDir: string, round: number, total: number, killAfter: number): Promise<Sent[]> {
  const { child, url } = await startServer(dataDir);
  const exited = once(child, 'exit');
  const sent: Sent[] = [];
  const perRoute = new Map<string, number>();
  let acknowledged = 0;
  let killed = false;
  await Promise.all(
    Array.from({ length: total }, async (_, i) => {
      const route = routes[i % routes.length]!;
      const entry: Sent = { email: `r${round}-${route.name}-${i}@example.com`, kind: route.kind, acknowledged: false };
      sent.push(entry);
      try {
        entry.acknowledged = await route.send(url, entry.email);
      } catch {
        // The connection died with the process: not acknowledged.
      }
      if (!entry.acknowledged) return;
      acknowledged += 1;
      perRoute.set(route.name, (perRoute.get(route.name) ?? 0) + 1);
      const everyRoute = routes.every(({ name }) => (perRoute.get(name) ?? 0) >= perRouteBeforeKill);
      if (!killed && acknowledged >= killAfter && everyRoute) {
        killed = true;
        child.kill('SIGKILL');
      }
    }),
  );
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  expect((await exited)[1]).toBe('SIGKILL');
  return sent;
}

describe('durability', () => {
  it('stores every acknowledged submission of all four routes exactly once across several SIGKILLs', async () => {
    const dataDir = tempDir();
    // Three lives whose kill cut submissions off mid-stream. On a loaded machine a whole life's answers can
    // be written before the SIGKILL lands: that life still counts for storage, and another one is run.
    const sent: Sent[] = [];
    let cutLives = 0;
    for (let round = 0; cutLives < 3; round++) {
      expect(round, 'lives needed for three cut off by the kill').toBeLessThan(8);
      const life = await lifeEndingInSigkill(dataDir, round, 160, 60);
      const acknowledged = life.filter((entry) => entry.acknowledged);
      expect(acknowledged.length, `round ${round}`).toBeGreaterThanOrEqual(60);
      if (acknowledged.length < life.length) cutLives += 1;
      for (const route of routes)
        expect(
          acknowledged.some((entry) => entry.email.includes(route.name)),
          `${route.name} in round ${round}`,
        ).toBe(true);
      sent.push(...life);
    }

    // A clean start and stop after the last kill: recovery works and leaves a consistent file.
    const restarted = await startServer(dataDir);
    expect((await fetch(`${restarted.url}/api/countdowns/active`)).status).toBe(200);
    restarted.child.kill('SIGTERM');
    expect((await once(restarted.child, 'exit'))[0]).toBe(0);

    const db = openDatabase(dataDir);
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      const rows = (table: string) =>
        db
          .prepare<[], { email: string }>(`SELECT email FROM ${table}`)
          .all()
          .map((row) => row.email);
      const stored = { contact: rows('contact_inquiries'), waitlist: rows('waitlist_entries') };
      const copies = (entry: Sent) => stored[entry.kind].filter((email) => email === entry.email).length;
      // Acknowledged: there, once. Not acknowledged: there at most once (committed as the process died), never twice.
      expect(sent.filter((entry) => entry.acknowledged && copies(entry) !== 1).map((entry) => [entry.email, copies(entry)])).toEqual([]);
      expect(sent.filter((entry) => !entry.acknowledged && copies(entry) > 1).map((entry) => entry.email)).toEqual([]);
      // Nothing stored that was never sent, nor under the other kind.
      const known = new Map(sent.map((entry) => [entry.email, entry.kind]));
      for (const kind of ['contact', 'waitlist'] as const) expect(stored[kind].filter((email) => known.get(email) !== kind)).toEqual([]);
    } finally {
      db.close();
    }
  }, 180_000);
});
