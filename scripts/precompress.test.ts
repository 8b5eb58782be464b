import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('./precompress.mjs', import.meta.url));
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'zk-precompress-'));
  dirs.push(dir);
  return dir;
}

describe('scripts/precompress.mjs', () => {
  it('writes .br and .gz siblings for compressible files over 1 KB, only where smaller', () => {
    const dir = tempDir();
    mkdirSync(join(dir, 'assets'));
    const big = '<p>Hello automation</p>\n'.repeat(200);
    writeFileSync(join(dir, 'index.html'), big);
    writeFileSync(join(dir, 'assets', 'app.js'), big);
    writeFileSync(join(dir, 'small.css'), 'body{}');
    writeFileSync(join(dir, 'logo.png'), Buffer.alloc(4096, 1));
    // Random bytes: neither brotli nor gzip makes them smaller. Stale siblings from an earlier build must go too.
    const noise = randomBytes(4096);
    writeFileSync(join(dir, 'noise.txt'), noise);
    writeFileSync(join(dir, 'noise.txt.br'), 'stale');
    writeFileSync(join(dir, 'noise.txt.gz'), 'stale');

    execFileSync(process.execPath, [script, dir], { stdio: 'pipe' });

    expect(brotliDecompressSync(readFileSync(join(dir, 'index.html.br'))).toString()).toBe(big);
    expect(gunzipSync(readFileSync(join(dir, 'index.html.gz'))).toString()).toBe(big);
    expect(existsSync(join(dir, 'assets', 'app.js.br'))).toBe(true);
    expect(existsSync(join(dir, 'small.css.br'))).toBe(false);
    expect(existsSync(join(dir, 'logo.png.br'))).toBe(false);
    expect(existsSync(join(dir, 'noise.txt.br'))).toBe(false);
    expect(existsSync(join(dir, 'noise.txt.gz'))).toBe(false);
  });

  it('fails with usage when no directory is given', () => {
    expect(() => execFileSync(process.execPath, [script], { stdio: 'pipe' })).toThrow(/Usage/);
  });
});
