import { once } from 'node:events';
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { clusterOperator, startCluster, type RunningCluster } from './support/cluster';

/**
 * Issue 44's topology: two servers on one PostgreSQL behind Caddy (deploy/zk-site.caddy with both as
 * upstreams). Form posts alternate between them, a countdown changed on one reaches an event stream on
 * the other, and a server killed while posts are in flight loses no acknowledged lead and sends no
 * webhook twice.
 */
test.describe.configure({ mode: 'serial' });

interface Delivery {
  id: string;
  type: string;
  leadId: string;
}

let cluster: RunningCluster;
let receiver: Server;
const deliveries: Delivery[] = [];

test.beforeAll(async () => {
  test.setTimeout(180_000);
  receiver = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const event = JSON.parse(body) as { type: string; data: { id: string } };
      deliveries.push({ id: String(req.headers['webhook-id']), type: event.type, leadId: event.data.id });
      res.writeHead(204).end();
    });
  });
  receiver.listen(0, '127.0.0.1');
  await once(receiver, 'listening');
  const { port } = receiver.address() as { port: number };
  cluster = await startCluster(2, {
    WEBHOOK_URL: `http://localhost:${port}/hooks`,
    WEBHOOK_SECRET: `whsec_${Buffer.alloc(32, 7).toString('base64')}`,
    NOTIFY_EMAIL: 'owner@zk.example',
  });
});

test.afterAll(async () => {
  await cluster?.stop();
  receiver?.close();
});

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/** Posts the contact form as a browser without scripts does, through Caddy. */
function postContact(fullName: string) {
  return cluster.caddy.fetchRaw('/en/contact', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: cluster.caddy.url },
    body: form({ fullName, email: 'cluster@example.com', inquiry: `From ${fullName}` }),
  });
}

/** Posts the contact form as the page's script does: JSON to the API, through Caddy. */
function postContactJson(fullName: string) {
  return cluster.caddy.fetchRaw('/api/submissions/contact', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: cluster.caddy.url },
    body: JSON.stringify({ fullName, email: 'cluster@example.com', inquiry: `From ${fullName}` }),
  });
}

/** The operator's notifications per lead name, as the SMTP server received them: Message-IDs, repeats included. */
function notificationsByLead(): Map<string, string[]> {
  const byLead = new Map<string, string[]>();
  for (const mail of cluster.smtp.received) {
    const name = /(Cluster lead \d+|Killed \d+|Scripted \d+)/.exec(mail.parsed.text ?? '')?.[1];
    if (name) byLead.set(name, [...(byLead.get(name) ?? []), mail.messageId]);
  }
  return byLead;
}

/** How many contact form posts a server's log names. */
const postsServedBy = (output: string) => output.match(/"route":"\/:lang\/contact"/g)?.length ?? 0;

async function signInDirect(index: number): Promise<string> {
  const answer = await cluster.direct(cluster.servers[index]!, '/api/auth/sign-in', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: cluster.caddy.url },
    body: JSON.stringify(clusterOperator),
  });
  expect(answer.status).toBe(200);
  const cookies = answer.rawHeaders.filter(([name]) => name === 'set-cookie').map(([, value]) => value.split(';')[0]);
  return cookies.join('; ');
}

test('form posts through Caddy, with scripts and without, are served by both servers, each stored once, its mail sent once', async () => {
  // Fewer than the 20 messages an hour one address is sent (mail/mail-service.ts `recipientLimit`): all are sent.
  const names = Array.from({ length: 10 }, (_, n) => `Cluster lead ${n + 1}`);
  const scripted = Array.from({ length: 6 }, (_, n) => `Scripted ${n + 1}`);
  const answers = await Promise.all(names.map((name) => postContact(name)));
  const jsonAnswers = await Promise.all(scripted.map((name) => postContactJson(name)));
  expect(answers.map((answer) => answer.status)).toEqual(names.map(() => 303));
  expect(jsonAnswers.map((answer) => answer.status)).toEqual(scripted.map(() => 201));
  await expect.poll(() => postsServedBy(cluster.servers[0]!.output())).toBeGreaterThan(0);
  await expect.poll(() => postsServedBy(cluster.servers[1]!.output())).toBeGreaterThan(0);

  const all = [...names, ...scripted];
  const stored = await cluster.query<{ full_name: string; n: string }>(
    "SELECT full_name, count(*) AS n FROM contact_inquiries WHERE full_name LIKE 'Cluster lead %' OR full_name LIKE 'Scripted %' GROUP BY full_name",
  );
  expect(stored.map((row) => row.full_name).sort()).toEqual([...all].sort());
  expect(stored.every((row) => Number(row.n) === 1)).toBe(true);

  // Each lead's notification reaches the SMTP server once (MAIL_RATE_PER_SECOND holds across both servers).
  await expect.poll(() => all.filter((name) => notificationsByLead().has(name)).length, { timeout: 60_000 }).toBe(all.length);
  for (const name of all) expect(notificationsByLead().get(name), name).toHaveLength(1);

  // Signed in through the first server, read through the second: the session is in the database.
  const cookie = await signInDirect(0);
  const inbox = await cluster.direct(cluster.servers[1]!, '/api/leads/inbox/search', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: cluster.caddy.url, Cookie: cookie },
    body: JSON.stringify({ limit: 100 }),
  });
  expect(inbox.status, inbox.body.toString()).toBe(200);
  const listed = (JSON.parse(inbox.body.toString()) as { leads: Array<{ fullName: string }> }).leads.map((lead) => lead.fullName);
  expect(listed.filter((name) => all.includes(name)).sort()).toEqual([...all].sort());
});

test('a countdown created through one server reaches event streams open on the other: a visitor’s and the operator’s', async () => {
  const cookie = await signInDirect(0);
  const open = (headers: Record<string, string>) =>
    new Promise<{ stream: IncomingMessage; text: () => string }>((resolve, reject) => {
      const target = new URL(cluster.servers[1]!.url);
      httpRequest(
        {
          host: target.hostname,
          port: target.port,
          path: '/api/countdowns/events',
          headers: { Host: new URL(cluster.caddy.url).host, Accept: 'text/event-stream', ...headers },
        },
        (stream) => {
          let received = '';
          stream.setEncoding('utf8').on('data', (chunk: string) => (received += chunk));
          resolve({ stream, text: () => received });
        },
      )
        .on('error', reject)
        .end();
    });
  const visitor = await open({});
  const operator = await open({ Cookie: cookie });
  expect([visitor.stream.statusCode, operator.stream.statusCode]).toEqual([200, 200]);
  await expect.poll(() => visitor.text().includes('event: ready') && operator.text().includes('event: ready')).toBe(true);

  const title = `Across servers ${Date.now()}`;
  const created = await cluster.direct(cluster.servers[0]!, '/api/countdowns', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: cluster.caddy.url, Cookie: cookie },
    body: JSON.stringify({ title, target_date: new Date(Date.now() + 3 * 86_400_000).toISOString() }),
  });
  expect(created.status).toBe(201);
  // The operator's stream carries the row; a visitor's only that something changed (it reads the banner again).
  await expect.poll(() => operator.text().includes(title), { timeout: 30_000 }).toBe(true);
  await expect.poll(() => /event: change\ndata: \{"type":"CHANGED"\}/.test(visitor.text()), { timeout: 30_000 }).toBe(true);
  visitor.stream.destroy();
  operator.stream.destroy();
});

/** Confirmed waitlisters of the Telegram bot, stored as a confirmation leaves them. */
async function confirmedWaitlisters(count: number): Promise<string[]> {
  const emails = Array.from({ length: count }, (_, n) => `waiter${n + 1}@example.com`);
  for (const [n, email] of emails.entries())
    await cluster.query(
      `INSERT INTO waitlist_entries (id, full_name, email, services, language, created_at, consent_version, confirmed_at)
       VALUES ($1, $2, $3, '["Telegram Bot"]', 'de', $4, '2026-11', $4)`,
      [`w-cluster-${n}`, `Wartende ${n + 1}`, email, new Date().toISOString()],
    );
  return emails;
}

test('a server killed while posts and an announcement are in flight loses no acknowledged lead, and sends each message and webhook once', async () => {
  test.setTimeout(240_000);
  // An announcement sent through the first server: its 15 messages leave at MAIL_RATE_PER_SECOND (5) while it is killed.
  const waiters = await confirmedWaitlisters(15);
  const copy = { subject: 'Der Telegram-Bot ist da', body: 'Ab heute für alle auf der Warteliste.' };
  const announced = await cluster.direct(cluster.servers[0]!, '/api/announcements', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: cluster.caddy.url, Cookie: await signInDirect(0) },
    body: JSON.stringify({ service: 'telegram', copy: { en: copy, de: copy, tr: copy }, idempotencyKey: 'cluster-announcement-1' }),
  });
  expect(announced.status, announced.body.toString()).toBe(201);
  const names = Array.from({ length: 60 }, (_, n) => `Killed ${n + 1}`);
  // Four visitors posting one after the other; the first server is killed once 20 posts were answered.
  const results: Array<{ name: string; status: number }> = [];
  let next = 0;
  const visitor = async () => {
    while (next < names.length) {
      const name = names[next++]!;
      const answer = await postContact(name).catch(() => null);
      results.push({ name, status: answer?.status ?? 0 });
      if (results.length === 20) cluster.servers[0]!.process.kill('SIGKILL');
    }
  };
  await Promise.all([visitor(), visitor(), visitor(), visitor()]);
  const acknowledged = results.filter((result) => result.status === 303).map((result) => result.name);
  // Only the posts on their way to the server as it died may fail (Caddy 2.6 cannot resend a body; see
  // deploy/zk-site.caddy); Caddy then takes it out of the rotation.
  expect(acknowledged.length, JSON.stringify(results)).toBeGreaterThanOrEqual(names.length - 8);

  const stored = await cluster.query<{ id: string; full_name: string }>(
    "SELECT id, full_name FROM contact_inquiries WHERE full_name LIKE 'Killed %'",
  );
  const storedNames = stored.map((row) => row.full_name);
  for (const name of acknowledged) expect(storedNames.filter((stored) => stored === name)).toEqual([name]);

  // The killed server comes back (systemd's Restart=) with its DATA_DIR: it takes back at once what it had in flight.
  await cluster.restart(0);
  const ids = new Set(stored.map((row) => row.id));
  await expect
    .poll(() => new Set(deliveries.filter((d) => d.type === 'lead.created' && ids.has(d.leadId)).map((d) => d.leadId)).size, {
      timeout: 200_000,
    })
    .toBe(ids.size);
  // Each waitlister gets the announcement; a message in flight at the kill may arrive twice, always with its one Message-ID.
  const announcementTo = (email: string) => cluster.smtp.received.filter((mail) => mail.envelope.includes(email));
  await expect.poll(() => waiters.filter((email) => announcementTo(email).length > 0).length, { timeout: 60_000 }).toBe(waiters.length);
  for (const email of waiters) expect(new Set(announcementTo(email).map((mail) => mail.messageId)).size, email).toBe(1);
  const created = deliveries.filter((d) => d.type === 'lead.created' && ids.has(d.leadId));
  // A receiver may see a retried delivery again with the same webhook-id (Standard Webhooks); never a second id for one lead.
  const idsPerLead = new Map<string, Set<string>>();
  for (const d of created) idsPerLead.set(d.leadId, (idsPerLead.get(d.leadId) ?? new Set()).add(d.id));
  expect([...idsPerLead.values()].every((set) => set.size === 1)).toBe(true);
});
