import { describe, expect, it } from 'vitest';
import { backupWarnings, backupsNotWrittenWarning } from './backup-warning.ts';

describe('backups asked for on PostgreSQL', () => {
  it('warns when BACKUP_DIR is set with DATABASE_URL, and only then', () => {
    const backup = { dir: '/var/backups/zk', intervalHours: 24, keep: 7 };
    expect(backupWarnings({ backup, databaseUrl: 'postgres://zk@db/zk' })).toEqual([backupsNotWrittenWarning]);
    expect(backupWarnings({ backup })).toEqual([]);
    expect(backupWarnings({ databaseUrl: 'postgres://zk@db/zk' })).toEqual([]);
    expect(backupsNotWrittenWarning.message).toMatch(/BACKUP_DIR.*DATABASE_URL.*pg_dump/);
  });
});
