import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const builds = join(root, 'packages/site/dist/builds');
const jwt = (payload: object) => `eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.c2ln`;

describe('npm start', () => {
  it('checks the configuration before building, so a secret key never reaches a bundle', () => {
    const before = existsSync(builds) ? readdirSync(builds) : [];
    const run = spawnSync(process.execPath, [join(root, 'scripts/start.mjs')], {
      cwd: root,
      encoding: 'utf8',
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        DATA_BACKEND: 'supabase',
        SUPABASE_URL: 'https://abcdefgh.supabase.co',
        SUPABASE_ANON_KEY: jwt({ role: 'service_role' }),
      },
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('SUPABASE_ANON_KEY');
    expect(existsSync(builds) ? readdirSync(builds) : []).toEqual(before);
  });

  it('refuses production without the legal identity before building', () => {
    const before = existsSync(builds) ? readdirSync(builds) : [];
    const run = spawnSync(process.execPath, [join(root, 'scripts/start.mjs')], {
      cwd: root,
      encoding: 'utf8',
      env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', COMPANY_NAME: 'ZK Automations GmbH' },
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(
      /^Refusing to start in production: COMPANY_LEGAL_FORM, COMPANY_REPRESENTATIVE, COMPANY_ADDRESS are not set\./,
    );
    expect(existsSync(builds) ? readdirSync(builds) : []).toEqual(before);
  });
});
