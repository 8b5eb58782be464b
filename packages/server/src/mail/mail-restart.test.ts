import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import Database from 'better-sqlite3';
import { databaseFileName } from '../db/database.ts';
import { tempDir } from '../../test-support/helpers.ts';
import { startServerProcess } from '../../test-support/server-process.ts';
import { testSmtp } from '../../test-support/smtp.ts';

/** Generous for a loaded machine: every wait below is on a condition, this is only its ceiling. */
const deadline = { timeout: 90_000, interval: 50 };

/**
 * A stand-in for the site's e-mail bundle (`dist/server/entry-email.js`, which needs a site build): this
 * test is about the queue, the templates are tested against the real entry elsewhere.
 */
const stubEntry = `export async function renderEmail(m) {
  const line = m.template + ' ' + m.language + ' ' + (m.name ?? '');
  return { subject: line, html: '<p>' + line + '</p>', text: line + ' ' + (m.confirmUrl ?? '') };
}
export async function announcementTemplate() { return {}; }
`;

function startServer(dataDir: string, smtpUrl: string) {
  return startServerProcess({
    PORT: '0',
    DATA_DIR: dataDir,
    STATIC_DIR: join(dataDir, 'client'),
    FORM_RATE_LIMIT_PER_MINUTE: '1000000',
    ADMIN_EMAIL: 'op@example.com',
    ADMIN_PASSWORD: 'mail-restart-test-password',
    SMTP_URL: smtpUrl,
    MAIL_FROM: 'ZK <hello@zk.example>',
    MAIL_RATE_PER_SECOND: '20',
  });
}

describe('mail across a kill', () => {
  it('delivers every message queued before a SIGKILL exactly once after the restart, with the Message-ID stored for it', async () => {
    const smtp = await testSmtp();
    const dataDir = tempDir();
    mkdirSync(join(dataDir, 'server'), { recursive: true });
    mkdirSync(join(dataDir, 'client'), { recursive: true });
    writeFileSync(join(dataDir, 'server', 'entry-email.js'), stubEntry);
    // The SMTP server defers everything: the messages stay queued.
    smtp.refuseWith = 451;

    const first = startServer(dataDir, smtp.url);
    const url = await first.listening;
    for (let n = 0; n < 12; n++) {
      const res = await fetch(`${url}/api/submissions/waitlist`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: url },
        body: JSON.stringify({
          fullName: `Visitor ${n}`,
          email: `v${n}@example.com`,
          services: ['telegram'],
          consent: true,
          language: 'en',
        }),
      });
      expect(res.status).toBe(201);
    }
    await vi.waitFor(() => expect(smtp.attempts).toBeGreaterThan(0), deadline);
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));
    expect(smtp.received).toHaveLength(0);

    smtp.refuseWith = null;
    const second = startServer(dataDir, smtp.url);
    await second.listening;
    await smtp.waitFor(12);
    // Read-only: opening it as the server does would take a write lock (the migration check) beside the server.
    const db = new Database(join(dataDir, databaseFileName), { readonly: true });
    await vi.waitFor(
      // The rows themselves, so a failure shows what state the unsent item was left in and why.
      () =>
        expect(
          db
            .prepare(
              `SELECT id, status, attempts, last_error, possible_duplicate FROM outbox WHERE destination = 'mail' AND status <> 'sent'`,
            )
            .all(),
        ).toEqual([]),
      deadline,
    );
    const stored = (db.prepare('SELECT message_id FROM mail_messages ORDER BY id').all() as Array<{ message_id: string }>).map(
      (row) => row.message_id,
    );
    db.close();
    expect(smtp.received).toHaveLength(12);
    expect(smtp.received.map((mail) => mail.messageId).sort()).toEqual([...stored].sort());
    expect(new Set(smtp.received.map((mail) => mail.envelope[0])).size).toBe(12);
  }, 180_000);
});
