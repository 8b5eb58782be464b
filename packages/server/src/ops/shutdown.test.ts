import Database from 'better-sqlite3';
import { once } from 'node:events';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../test-support/helpers.ts';
import { startServerProcess } from '../../test-support/server-process.ts';
import { contactLoad } from '../../test-support/load.ts';

describe('graceful shutdown under load', () => {
  it('on SIGTERM amid many concurrent form posts: no acknowledged submission lost, no answer cut, streams told when to retry, WAL emptied, exit 0', async () => {
    const dataDir = tempDir();
    const server = startServerProcess({
      PORT: '0',
      DATA_DIR: dataDir,
      STATIC_DIR: dataDir,
      FORM_RATE_LIMIT_PER_MINUTE: '1000000',
      ADMIN_PASSWORD: 'a-long-enough-password',
    });
    const url = await server.listening;
    const stream = await fetch(`${url}/api/countdowns/events`);
    const streamText = stream.text();
    const load = contactLoad(url, 48);
    await load.untilAcknowledged(400);

    const exited = once(server.child, 'exit');
    server.child.kill('SIGTERM');
    const [code] = await exited;
    const outcomes = await load.stop();
    expect(code).toBe(0);

    // Each client got a whole answer or no connection at all; none was answered halfway.
    expect(outcomes.filter((outcome) => outcome.kind === 'cut' || outcome.kind === 'answered')).toEqual([]);
    expect(outcomes.some((outcome) => outcome.kind === 'refused')).toBe(true);
    // Refused by the closed port, never reset out of the accept queue or as a connection not yet read.
    expect(outcomes.filter((outcome) => outcome.kind === 'refused' && outcome.code !== 'ECONNREFUSED')).toEqual([]);
    const acknowledged = load.acknowledged();
    expect(acknowledged.length).toBeGreaterThanOrEqual(400);

    const db = new Database(join(dataDir, 'zk.sqlite'), { readonly: true, fileMustExist: true });
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      const stored = new Set(
        db
          .prepare<[], { id: string }>('SELECT id FROM contact_inquiries')
          .all()
          .map((row) => row.id),
      );
      expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    } finally {
      db.close();
    }
    const wal = join(dataDir, 'zk.sqlite-wal');
    expect(existsSync(wal) ? statSync(wal).size : 0).toBe(0);
    expect(await streamText).toMatch(/retry: 5000\n\n$/);
    expect(server.log()).toContainEqual(expect.objectContaining({ level: 'info', msg: 'shut down', durationMs: expect.any(Number) }));
  }, 120_000);
});
