import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './db/database.ts';
import { tempDir } from './test-helpers.ts';
import { startServerProcess } from './test-server-process.ts';

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

describe('durability', () => {
  it('keeps every acknowledged submission across a SIGKILL mid-stream', async () => {
    const dataDir = tempDir();
    const { child, url } = await startServer(dataDir);
    const acknowledged: string[] = [];
    let failed = 0;
    const total = 600;
    let killed = false;

    const submit = async (i: number) => {
      try {
        const res = await fetch(`${url}/api/submissions/contact`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: url },
          body: JSON.stringify({ fullName: `Visitor ${i}`, email: `v${i}@example.com`, inquiry: `Inquiry number ${i}` }),
        });
        if (res.status === 201) {
          acknowledged.push(((await res.json()) as { id: string }).id);
          if (acknowledged.length === 200 && !killed) {
            killed = true;
            child.kill('SIGKILL');
          }
        } else failed++;
      } catch {
        failed++;
      }
    };
    const exited = once(child, 'exit');
    await Promise.all(Array.from({ length: total }, (_, i) => submit(i)));
    if (!killed) child.kill('SIGKILL');
    expect((await exited)[1]).toBe('SIGKILL');

    expect(acknowledged.length).toBeGreaterThanOrEqual(200);
    expect(failed).toBeGreaterThan(0);
    expect(acknowledged.length + failed).toBe(total);

    const restarted = await startServer(dataDir);
    const answer = await fetch(`${restarted.url}/api/countdowns/active`);
    expect(answer.status).toBe(200);
    restarted.child.kill('SIGTERM');
    expect((await once(restarted.child, 'exit'))[0]).toBe(0);

    const db = openDatabase(dataDir);
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      const stored = new Set(db.prepare<[], { id: string }>('SELECT id FROM contact_inquiries').all().map((r) => r.id));
      const lost = acknowledged.filter((id) => !stored.has(id));
      expect(lost).toEqual([]);
    } finally {
      db.close();
    }
  }, 60_000);
});
