import Database from 'better-sqlite3';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BackupConfig } from '@zk/config';
import { testApi } from '../../test-support/api.ts';
import { tempDir } from '../../test-support/helpers.ts';
import { memoryLogger } from './logger.ts';
import { tinyFileSystem } from '../../test-support/file-systems.ts';

const hour = 3_600_000;
const contact = { fullName: 'Ada Lovelace', email: 'ada@example.com', inquiry: 'We need a chatbot' };

/** An app with scheduled backups whose timer the test fires by hand. */
async function scheduledApp(backup: BackupConfig, dataDir = tempDir()) {
  const timers: Array<{ callback: () => void; ms: number }> = [];
  const settled: Array<{ ok: boolean; file?: string; message?: string }> = [];
  let waiting: (() => void) | undefined;
  const log = memoryLogger();
  const api = await testApi({
    dataDir,
    config: { backup, formRateLimitPerMinute: 100 },
    deps: {
      logger: log.logger,
      backups: {
        setTimer: (callback, ms) => {
          timers.push({ callback, ms });
          return () => {};
        },
        onSettled: (outcome) => {
          settled.push(outcome);
          waiting?.();
        },
      },
    },
  });
  /** Fires the timer set last and waits for that backup to settle. */
  const fire = async () => {
    const done = new Promise<void>((resolve) => (waiting = resolve));
    timers.at(-1)?.callback();
    await done;
    return settled.at(-1)!;
  };
  return { api, timers, fire, log };
}

describe('scheduled backups (BACKUP_DIR)', () => {
  it('writes one at start and every interval after, keeping the newest BACKUP_KEEP', async () => {
    const dir = join(tempDir(), 'backups');
    const { api, timers, fire } = await scheduledApp({ dir, intervalHours: 6, keep: 2 });
    expect(timers.map((timer) => timer.ms)).toEqual([0]);
    expect(await fire()).toEqual({ ok: true, file: join(dir, 'zk-2026-06-01T12-00-00Z.sqlite') });
    expect(timers.at(-1)?.ms).toBe(6 * hour);
    expect((await api.call('/api/submissions/contact', { json: contact })).status).toBe(201);
    api.clock.now += 6 * hour;
    await fire();
    api.clock.now += 6 * hour;
    await fire();
    expect(readdirSync(dir)).toEqual(['zk-2026-06-01T18-00-00Z.sqlite', 'zk-2026-06-02T00-00-00Z.sqlite']);
    const copy = new Database(join(dir, 'zk-2026-06-02T00-00-00Z.sqlite'), { readonly: true });
    expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(copy.prepare('SELECT count(*) AS n FROM contact_inquiries').get()).toEqual({ n: 1 });
    copy.close();
  });

  it('counts the next one from the newest backup already there, so a restart neither repeats nor skips one', async () => {
    const dir = join(tempDir(), 'backups');
    const first = await scheduledApp({ dir, intervalHours: 24, keep: 7 });
    await first.fire();
    first.api.close();
    const restarted = await scheduledApp({ dir, intervalHours: 24, keep: 7 });
    expect(restarted.timers.map((timer) => timer.ms)).toEqual([24 * hour]);
  });

  it('counts from now, with a warning naming the file, when the newest backup is dated in the future (issue 46 item 4)', async () => {
    const dir = join(tempDir(), 'backups');
    mkdirSync(dir);
    const future = join(dir, 'zk-2027-03-01T00-00-00Z.sqlite');
    writeFileSync(future, '');
    const { timers, log } = await scheduledApp({ dir, intervalHours: 24, keep: 7 });
    expect(timers.map((timer) => timer.ms)).toEqual([24 * hour]);
    expect(log.entries).toContainEqual(
      expect.objectContaining({ level: 'warn', type: 'backup', file: future, msg: expect.stringContaining('dated in the future') }),
    );
  });

  it('logs a clear error for a full or read-only target, tries again within the hour, and the server goes on', async () => {
    for (const target of [tinyFileSystem({ sizeKb: 64, readOnly: true }), tinyFileSystem({ sizeKb: 16 })]) {
      const { api, timers, fire, log } = await scheduledApp({ dir: target, intervalHours: 24, keep: 7 });
      // Enough rows that the database does not fit in 16 KB.
      for (let i = 0; i < 20; i++)
        expect((await api.call('/api/submissions/contact', { json: { ...contact, inquiry: 'x'.repeat(2000) } })).status).toBe(201);
      const outcome = await fire();
      expect(outcome).toEqual({
        ok: false,
        message: expect.stringMatching(/^Cannot write the backup .*: the (file system is read-only|disk is full)/),
      });
      expect(log.entries).toContainEqual(expect.objectContaining({ level: 'error', type: 'backup', msg: outcome.message }));
      expect(timers.at(-1)?.ms).toBe(hour);
      expect(readdirSync(target)).toEqual([]);
      expect((await api.call('/api/submissions/contact', { json: contact })).status).toBe(201);
      expect((await api.call('/readyz')).status).toBe(200);
      api.close();
    }
  });
});
