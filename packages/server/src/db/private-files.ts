import { chmodSync, closeSync, fsyncSync, openSync, readSync, statSync, writeSync } from 'node:fs';

/** Read and write for the owner, nothing for anyone else: the mode of every file that holds leads. */
export const privateMode = 0o600;

const codeOf = (error: unknown) => (error as { code?: unknown } | null)?.code;

/**
 * Creates `file` empty with mode 0600 unless it exists. The mode is given when the file is made, so no
 * umask widens it and it is never readable by others, not even for a moment. SQLite gives the `-wal`,
 * `-shm` and `-journal` files it creates beside a database that database's mode.
 */
export function createPrivateFile(file: string): void {
  try {
    closeSync(openSync(file, 'wx', privateMode));
  } catch (error) {
    if (codeOf(error) !== 'EEXIST') throw error;
  }
}

/**
 * Takes every permission of other users (not of the group) from `file`, if it exists and belongs to this
 * user: a database that an earlier release created under the umask (0644 under 022).
 */
export function withholdFromOthers(file: string): void {
  let mode: number;
  try {
    mode = statSync(file).mode & 0o7777;
  } catch (error) {
    if (codeOf(error) === 'ENOENT') return;
    throw error;
  }
  if ((mode & 0o007) === 0) return;
  try {
    chmodSync(file, mode & ~0o007);
  } catch (error) {
    if (codeOf(error) !== 'EPERM') throw error;
  }
}

/** Copies `source` into a new file `target` made with mode 0600 (whatever the source's mode), synced to disk. */
export function copyPrivateFile(source: string, target: string): void {
  const input = openSync(source, 'r');
  try {
    const output = openSync(target, 'wx', privateMode);
    try {
      const buffer = Buffer.allocUnsafe(1024 * 1024);
      for (let read = readSync(input, buffer); read > 0; read = readSync(input, buffer)) {
        for (let written = 0; written < read;) written += writeSync(output, buffer, written, read - written);
      }
      fsyncSync(output);
    } finally {
      closeSync(output);
    }
  } finally {
    closeSync(input);
  }
}
