import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { migrations as defaultMigrations } from './migrations.ts';
import { createPrivateFile, withholdFromOthers } from './private-files.ts';
import { migrate } from './schema-migrations.ts';

export { migrate, SchemaTooNewError } from './schema-migrations.ts';

export type Db = Database.Database;

/** The file name of the database inside `DATA_DIR`. */
export const databaseFileName = 'zk.sqlite';

/**
 * Opens (and creates) the SQLite database in `dataDir`, configures it for durability and applies
 * pending migrations (`schema-migrations.ts`; a database from a newer release is refused).
 * `synchronous=FULL` in WAL mode fsyncs the log on every commit, so an acknowledged write survives
 * power loss, not only a process crash.
 */
export function openDatabase(dataDir: string, migrations: readonly string[] = defaultMigrations): Db {
  mkdirSync(dataDir, { recursive: true });
  return openDatabaseFile(join(dataDir, databaseFileName), migrations);
}

/** Opens (and creates, mode 0600 whatever the umask, as SQLite then makes its `-wal` and `-shm`) the database `file`. */
export function openDatabaseFile(file: string, migrations: readonly string[] = defaultMigrations): Db {
  createPrivateFile(file);
  for (const part of [file, `${file}-wal`, `${file}-shm`]) withholdFromOthers(part);
  const db = new Database(file);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    // Deleted content is overwritten with zeros, so an erased lead is not left in free space of the file.
    db.pragma('secure_delete = ON');
    migrate(db, migrations);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}
