import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../test-support/helpers.ts';

const siteDir = fileURLToPath(new URL('../../../site', import.meta.url));

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

describe('browser bundle', () => {
  it('never contains the Airtable key, even in hosted mode where the Supabase anon key is in it', async () => {
    const probe = {
      DATA_BACKEND: 'supabase',
      SUPABASE_URL: 'https://probeproject.supabase.co',
      SUPABASE_ANON_KEY: 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiIsInByb2JlIjoiUFVCTElDUFJPQkUifQ.UFVCTElDUFJPQkVTSUc',
      SUBMISSIONS_BACKEND: 'airtable',
      AIRTABLE_API_KEY: 'patSECRETPROBE7f3a9c.0123456789abcdefSECRETPROBE',
      AIRTABLE_BASE_ID: 'appSECRETPROBE001',
    };
    const saved = Object.fromEntries(Object.keys(probe).map((name) => [name, process.env[name]]));
    Object.assign(process.env, probe);
    const outDir = tempDir('zk-bundle-');
    try {
      // The site's own Vite config reads the environment at load, as `npm run build` does.
      await build({ root: siteDir, configFile: join(siteDir, 'vite.config.ts'), logLevel: 'error', build: { outDir, emptyOutDir: true } });
    } finally {
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
    const contents = files(outDir).map((file) => [file, readFileSync(file).toString('latin1')] as const);
    expect(contents.length).toBeGreaterThan(3);
    const leaks = contents.filter(([, text]) => text.includes('SECRETPROBE')).map(([file]) => file);
    expect(leaks).toEqual([]);
    // The public hosted settings did reach the bundle: the scan looked at a hosted build.
    expect(contents.some(([, text]) => text.includes(probe.SUPABASE_ANON_KEY))).toBe(true);
  }, 180_000);
});
