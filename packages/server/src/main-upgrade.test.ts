import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './db/database.ts';
import { migrations } from './db/migrations.ts';
import { makeTestBuild } from '../test-support/site-builds.ts';
import { tempDir } from '../test-support/helpers.ts';
import { startServerProcess, type ServerProcess } from '../test-support/server-process.ts';

/** Resolves once the server has printed a line matching `pattern`. */
function printed(server: ServerProcess, pattern: RegExp): Promise<string> {
  return new Promise((resolve) => {
    const check = () => {
      const output = server.output();
      const match = pattern.exec(`${output.stdout}${output.stderr}`);
      if (match) resolve(match[0]);
      else setTimeout(check, 20);
    };
    check();
  });
}

describe('main: upgrades', () => {
  it('serves the build current at start until SIGHUP, then the new one; a broken build leaves it as it is', async () => {
    const dist = tempDir('zk-dist-');
    const first = makeTestBuild(dist, 'one');
    const server = startServerProcess({
      PORT: '0',
      DATA_DIR: tempDir(),
      STATIC_DIR: join(dist, 'current/client'),
      ADMIN_PASSWORD: 'a-long-enough-password',
    });
    const url = await server.listening;
    const page = async () => (await (await fetch(`${url}/en`)).text()).match(/page of (\w+)/)?.[1];
    expect(server.output().stdout).toContain(`Serving site build ${first.id}`);
    expect(existsSync(join(first.dir, '.in-use', String(server.child.pid)))).toBe(true);

    const second = makeTestBuild(dist, 'two');
    expect(await page()).toBe('one');
    server.child.kill('SIGHUP');
    await printed(server, new RegExp(`SIGHUP: serving site build ${second.id}`));
    expect(await page()).toBe('two');
    expect((await fetch(`${url}/assets/entry-one.js`)).status).toBe(200);

    makeTestBuild(dist, 'broken', { brokenBundle: true });
    server.child.kill('SIGHUP');
    await printed(
      server,
      new RegExp(`SIGHUP: the new site build did not load, still serving ${second.id}: Error: bundle of broken is broken`),
    );
    expect(await page()).toBe('two');

    server.child.kill('SIGTERM');
    const [code] = await once(server.child, 'exit');
    expect(code).toBe(0);
    expect(existsSync(join(second.dir, '.in-use', String(server.child.pid)))).toBe(false);
    // One reload per signal.
    expect(server.output().stdout.match(/SIGHUP: serving site build/g)).toHaveLength(1);
  }, 30_000);

  it('refuses to start on a database a newer release migrated, saying so', async () => {
    const dataDir = tempDir();
    const db = openDatabase(dataDir);
    db.pragma(`user_version = ${migrations.length + 1}`);
    db.close();
    const server = startServerProcess({ PORT: '0', DATA_DIR: dataDir, STATIC_DIR: tempDir(), ADMIN_PASSWORD: 'a-long-enough-password' });
    const [code] = await once(server.child, 'exit');
    expect(code).toBe(1);
    const { stdout, stderr } = server.output();
    // One log line (JSON), no stack trace.
    expect(`${stdout}${stderr}`).toContain(
      `The database ${join(dataDir, 'zk.sqlite')} is at schema version ${migrations.length + 1}, newer than this release, which knows ${migrations.length} migrations`,
    );
    expect(`${stdout}${stderr}`).not.toMatch(/\n\s+at |\\n\s+at /);
  }, 30_000);

  it('refuses to start on links issued under a key the database does not have, naming the way out', async () => {
    const dataDir = tempDir();
    const db = openDatabase(dataDir);
    db.prepare(
      `INSERT INTO waitlist_entries (id, full_name, email, services, language, created_at, unsubscribe_token_hash)
       VALUES ('w1', 'Ada', 'ada@example.com', '[]', 'en', '2026-06-01T12:00:00.000Z', 'hash-of-a-link')`,
    ).run();
    db.close();
    const server = startServerProcess({ PORT: '0', DATA_DIR: dataDir, STATIC_DIR: tempDir(), ADMIN_PASSWORD: 'a-long-enough-password' });
    const [code] = await once(server.child, 'exit');
    expect(code).toBe(1);
    const { stdout, stderr } = server.output();
    expect(`${stdout}${stderr}`).toContain('not the key they were made with');
    expect(`${stdout}${stderr}`).toContain('npm run admin -- new-link-key');
    expect(`${stdout}${stderr}`).not.toMatch(/\n\s+at |\\n\s+at /);
  }, 30_000);
});
