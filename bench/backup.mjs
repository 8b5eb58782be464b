// Backups at volume (issue 26): seeds 100,000 contact inquiries and 100,000 waitlist entries (as
// bench/lead-inbox.mjs does), then times an online backup of the file as `npm run admin -- backup` takes
// it (SQLite's backup API, all pages in one step, from a connection of its own), the scheduled backup's
// stepped copy on the server's own connection while that connection stores forms, and a restore
// (integrity check, schema check, swap) into an empty DATA_DIR.
// Measures, never asserts. Usage: node bench/backup.mjs [--json] [--contacts=100000] [--waitlist=100000]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { register } from 'tsx/esm/api';
import { benchArgs } from './lib/args.mjs';

register();
const { openDatabase } = await import('../packages/server/src/db/database.ts');
const { groupCommit } = await import('../packages/server/src/db/group-commit.ts');
const { sqliteEngine } = await import('../packages/server/src/db/engine/sqlite-engine.ts');
const { submissionsStore } = await import('../packages/server/src/db/engine/submissions-store.ts');
const { openDatabaseFile } = await import('../packages/server/src/db/database.ts');
const { backupDatabase } = await import('../packages/server/src/ops/backup.ts');
const { restoreDatabase } = await import('../packages/server/src/ops/restore.ts');
const { seedLeads } = await import('./seed-leads.mjs');

const args = benchArgs();
const contacts = Number(args.contacts ?? 100_000);
const waitlist = Number(args.waitlist ?? 100_000);
const log = args.json ? () => {} : (line) => console.log(line);
const round = (n) => Math.round(n * 10) / 10;
const mb = (bytes) => round(bytes / 1024 / 1024);

const work = mkdtempSync(join(tmpdir(), 'zk-bench-backup-'));
const dataDir = join(work, 'data');
const db = openDatabase(dataDir);
try {
  const seedMs = seedLeads(db, { contacts, waitlist });
  db.pragma('wal_checkpoint(TRUNCATE)');
  log(`Seeded ${contacts + waitlist} leads in ${(seedMs / 1000).toFixed(1)} s`);

  const cli = openDatabaseFile(join(dataDir, 'zk.sqlite'));
  const idle = await backupDatabase(cli, join(work, 'idle.sqlite'));
  log(`Backup (CLI), nothing else running: ${mb(idle.bytes)} MB in ${round(idle.ms)} ms`);

  // Forms stored through the server's own connection and group commit while a backup copies the file.
  const commit = groupCommit(sqliteEngine(db));
  const underLoad = async (backup) => {
    let writing = true;
    let stored = 0;
    const writer = (async () => {
      for (let i = 0; writing; i++) {
        await Promise.all(
          Array.from({ length: 16 }, (_, j) =>
            commit((trx) =>
              submissionsStore(trx, Date.now).add('contact', {
                fullName: `Load ${i}-${j}`,
                email: `load${i}.${j}@example.com`,
                inquiry: 'Stored while the backup runs',
              }),
            ),
          ),
        );
        stored += 16;
        // Let the backup's steps in between, as a server's requests would.
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const result = await backup();
    writing = false;
    await writer;
    return { ...result, stored };
  };
  cli.close();
  const scheduled = await underLoad(() => backupDatabase(db, join(work, 'scheduled.sqlite'), 1000));
  log(
    `Scheduled backup (server's connection, 1,000 pages a step) while it stores forms: ${round(scheduled.ms)} ms (${scheduled.stored} forms stored meanwhile)`,
  );

  const restoreDir = join(work, 'restored');
  const t0 = performance.now();
  const restored = restoreDatabase(restoreDir, join(work, 'idle.sqlite'));
  const restoreMs = performance.now() - t0;
  log(`Restore (integrity check, schema check, swap): ${round(restoreMs)} ms, ${restored.leads} leads`);

  const report = {
    leads: contacts + waitlist,
    databaseMb: mb(idle.bytes),
    backupMs: round(idle.ms),
    scheduledBackupUnderLoadMs: round(scheduled.ms),
    formsStoredDuringScheduledBackup: scheduled.stored,
    restoreMs: round(restoreMs),
  };
  if (args.json) console.log(JSON.stringify(report));
} finally {
  db.close();
  rmSync(work, { recursive: true, force: true });
}
