import { execFileSync } from 'node:child_process';
import { onCleanup, tempDir } from './helpers.ts';

/**
 * A real, tiny file system for a test (tmpfs of `sizeKb`, optionally mounted read-only), unmounted
 * after the test: a full or read-only backup target as an operator meets it. Needs root, as tests
 * run here and in CI.
 */
export function tinyFileSystem({ sizeKb, readOnly = false }: { sizeKb: number; readOnly?: boolean }): string {
  const dir = tempDir('zk-tmpfs-');
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeKb}k,mode=0755${readOnly ? ',ro' : ''}`, 'tmpfs', dir]);
  onCleanup(() => execFileSync('umount', [dir]));
  return dir;
}
