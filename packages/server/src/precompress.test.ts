import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { tempDir } from './test-helpers.ts';

const script = fileURLToPath(new URL('../../../scripts/precompress.mjs', import.meta.url));

describe('scripts/precompress.mjs', () => {
  it('writes smaller .br and .gz siblings for compressible files over 1 KB only', () => {
    const dir = tempDir();
    mkdirSync(join(dir, 'assets'));
    const big = '<p>Hello automation</p>\n'.repeat(200);
    writeFileSync(join(dir, 'index.html'), big);
    writeFileSync(join(dir, 'assets', 'app.js'), big);
    writeFileSync(join(dir, 'small.css'), 'body{}');
    writeFileSync(join(dir, 'logo.png'), Buffer.alloc(4096, 1));
    const random = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919 + ((i * i) % 251)) % 256)).toString('base64');
    writeFileSync(join(dir, 'noise.txt'), random);

    execFileSync(process.execPath, [script, dir], { stdio: 'pipe' });

    expect(brotliDecompressSync(readFileSync(join(dir, 'index.html.br'))).toString()).toBe(big);
    expect(gunzipSync(readFileSync(join(dir, 'index.html.gz'))).toString()).toBe(big);
    expect(existsSync(join(dir, 'assets', 'app.js.br'))).toBe(true);
    expect(existsSync(join(dir, 'small.css.br'))).toBe(false);
    expect(existsSync(join(dir, 'logo.png.br'))).toBe(false);
    for (const suffix of ['.br', '.gz']) {
      const path = join(dir, `noise.txt${suffix}`);
      if (existsSync(path)) expect(readFileSync(path).length).toBeLessThan(random.length);
    }
  });

  it('fails with usage when no directory is given', () => {
    expect(() => execFileSync(process.execPath, [script], { stdio: 'pipe' })).toThrow(/Usage/);
  });
});
