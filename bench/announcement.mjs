// A launch announcement to 20,000 confirmed waitlisters (issue 27): stores them, signs in, and times
// POST /api/announcements (audience query and 20,000 messages queued with their outbox items, one
// transaction). Then lets the mail outbox send for a few seconds to an in-process SMTP server (smtp-server)
// at MAIL_RATE_PER_SECOND and counts what arrived per second, while form posts (POST /api/submissions/contact
// through the app) are timed. Rendering is a stand-in (the site's e-mail bundle needs a build; rendering is
// not what is measured). Measures, never asserts.
// Usage: node bench/announcement.mjs [--json] [--recipients=20000] [--rate=5] [--seconds=6]
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { register } from 'tsx/esm/api';
import { benchArgs } from './lib/args.mjs';

register();
const { createApp } = await import('../packages/server/src/app.ts');
const { openDatabase } = await import('../packages/server/src/db/database.ts');
const { storeLeads } = await import('../packages/server/test-support/stored-leads.ts');
const { operatorsStore } = await import('../packages/server/src/db/engine/operators-store.ts');
const { sqliteEngine } = await import('../packages/server/src/db/engine/sqlite-engine.ts');
const { hashPassword } = await import('../packages/server/src/auth/password.ts');

const args = benchArgs();
const recipients = Number(args.recipients ?? 20_000);
const rate = Number(args.rate ?? 5);
const seconds = Number(args.seconds ?? 6);
const log = args.json ? () => {} : (line) => console.log(line);
const round = (n) => Math.round(n * 100) / 100;
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const arrivals = [];
const smtp = new SMTPServer({
  disabledCommands: ['STARTTLS'],
  authOptional: true,
  logger: false,
  onData(stream, _session, callback) {
    stream.on('data', () => {});
    stream.on('end', () => {
      arrivals.push(performance.now());
      callback();
    });
  },
});
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpPort = smtp.server.address().port;

const dataDir = mkdtempSync(join(tmpdir(), 'zk-bench-announcement-'));
mkdirSync(join(dataDir, 'client'));
const db = openDatabase(dataDir);
const stubRenderer = {
  renderEmail: async (m) => ({ subject: m.subject ?? m.template, html: `<p>${m.body ?? ''}</p>`, text: m.body ?? '' }),
  announcementTemplate: async () => ({}),
};
try {
  const languages = ['en', 'de', 'tr'];
  const confirm = db.prepare('UPDATE waitlist_entries SET confirmed_at = ? WHERE id = ?');
  const ids = await storeLeads(
    db,
    Array.from({ length: recipients }, (_, n) => [
      'waitlist',
      {
        fullName: `Waitlister ${n}`,
        email: `w${n}@example.com`,
        services: ['Telegram Bot'],
        language: languages[n % 3],
        consentVersion: '2026-11',
      },
    ]),
  );
  db.transaction(() => {
    for (const id of ids) confirm.run(new Date().toISOString(), id);
  })();
  const params = { N: 2 ** 10, r: 8, p: 1 };
  await operatorsStore(sqliteEngine(db), Date.now).create('op@example.com', await hashPassword('bench operator password', params));

  const config = {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    siteUrl: 'http://localhost:3000',
    siteUrlSet: true,
    devOrigins: [],
    staticDir: join(dataDir, 'client'),
    inlineScriptHashes: [],
    inlineStyleHashes: [],
    trustProxy: false,
    trustProxyHops: 1,
    formRateLimitPerMinute: 1_000_000,
    chatWidgetOrigins: [],
    logLevel: 'silent',
    mail: {
      smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
      from: 'ZK <hello@zk.example>',
      ratePerSecond: rate,
      notifyEmail: null,
      notifyLanguage: 'en',
    },
  };
  const server = await createApp(config, { db, scryptParams: params, emailRenderer: stubRenderer });
  const origin = 'http://localhost:3000';
  const signIn = await server.app.request(`${origin}/api/auth/sign-in`, {
    method: 'POST',
    headers: { Origin: origin, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'op@example.com', password: 'bench operator password' }),
  });
  const cookie = signIn.headers.get('set-cookie').split(';')[0];
  const copy = Object.fromEntries(
    languages.map((l) => [l, { subject: `Telegram Bot (${l})`, body: 'It is here.\n\nThank you for waiting.' }]),
  );

  const t0 = performance.now();
  const res = await server.app.request(`${origin}/api/announcements`, {
    method: 'POST',
    headers: { Origin: origin, Cookie: cookie, 'Content-Type': 'application/json' },
    body: JSON.stringify({ service: 'telegram', copy, idempotencyKey: 'bench-announcement-0001' }),
  });
  const queueMs = performance.now() - t0;
  const { announcement } = await res.json();
  log(`queued ${announcement.recipients} messages in ${round(queueMs)} ms (HTTP ${res.status})`);

  // While the outbox sends: form posts, one after another.
  const sendStart = performance.now();
  const formMs = [];
  let n = 0;
  while (performance.now() - sendStart < seconds * 1000) {
    const t = performance.now();
    const post = await server.app.request(`${origin}/api/submissions/contact`, {
      method: 'POST',
      headers: { Origin: origin, 'Content-Type': 'application/json', 'X-Forwarded-For': `198.51.100.${n++ % 250}` },
      body: JSON.stringify({ fullName: 'Bench Visitor', email: 'visitor@example.com', inquiry: 'Hello while an announcement goes out.' }),
    });
    formMs.push(performance.now() - t);
    if (post.status !== 201) throw new Error(`form post answered ${post.status}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const window = arrivals.filter((at) => at >= sendStart);
  let most = 0;
  for (let i = 0, j = 0; i < window.length; i++) {
    while (window[i] - window[j] >= 1000) j++;
    most = Math.max(most, i - j + 1);
  }
  const sorted = formMs.sort((a, b) => a - b);
  const result = {
    recipients: announcement.recipients,
    queueMs: round(queueMs),
    ratePerSecond: rate,
    sentInWindow: window.length,
    windowSeconds: seconds,
    sendRate: round(window.length / seconds),
    mostInOneSecond: most,
    formPosts: sorted.length,
    formP50Ms: round(percentile(sorted, 50)),
    formP99Ms: round(percentile(sorted, 99)),
  };
  log(
    `sent ${result.sentInWindow} in ${seconds} s (${result.sendRate}/s, at most ${most} in any second, limit ${rate}); ` +
      `${result.formPosts} form posts meanwhile: p50 ${result.formP50Ms} ms, p99 ${result.formP99Ms} ms`,
  );
  await server.stopBackground({ graceMs: 1000 });
  server.close();
  if (args.json) console.log(JSON.stringify(result));
} finally {
  db.close();
  await new Promise((resolve) => smtp.close(resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
