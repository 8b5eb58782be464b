import { once } from 'node:events';
import { readdirSync } from 'node:fs';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../test-support/helpers.ts';
import { testPostgresPerFile } from '../test-support/postgres-cluster.ts';
import { startServerProcess } from '../test-support/server-process.ts';

const postgres = testPostgresPerFile();

describe('npm start with DATABASE_URL', () => {
  it('keeps the forms, the operator and the link key in PostgreSQL, nothing in DATA_DIR, and is ready while the database answers', async () => {
    const databaseUrl = await postgres.freshDatabaseUrl();
    const dataDir = tempDir();
    const server = startServerProcess({
      PORT: '0',
      DATA_DIR: dataDir,
      STATIC_DIR: tempDir(),
      DATABASE_URL: databaseUrl,
      ADMIN_EMAIL: 'owner@zk.example',
      ADMIN_PASSWORD: 'a-long-enough-password',
    });
    const url = await server.listening;
    const origin = new URL(url).origin;
    const post = await fetch(`${url}/api/submissions/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: origin },
      body: JSON.stringify({ fullName: 'Ayşe Yılmaz', email: 'ayse@example.com.tr', inquiry: 'Merhaba, bir sohbet botu istiyoruz.' }),
    });
    expect(post.status, `${origin}: ${await post.clone().text()}`).toBe(201);
    expect((await fetch(`${url}/readyz`)).status).toBe(200);

    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const count = async (query: string) => Number((await client.query<{ n: string }>(query)).rows[0]!.n);
      expect(await count(`SELECT count(*) AS n FROM contact_inquiries WHERE full_name = 'Ayşe Yılmaz'`)).toBe(1);
      expect(await count(`SELECT count(*) AS n FROM operators WHERE email = 'owner@zk.example'`)).toBe(1);
      expect(await count(`SELECT count(*) AS n FROM server_keys WHERE name = 'link'`)).toBe(1);
    } finally {
      await client.end();
    }
    expect(readdirSync(dataDir).filter((name) => name.startsWith('zk.sqlite'))).toEqual([]);
    expect(server.log()).toContainEqual(expect.objectContaining({ msg: expect.stringMatching(/^Data: PostgreSQL \(postgres:\/\//) }));

    server.child.kill('SIGTERM');
    expect((await once(server.child, 'exit'))[0]).toBe(0);
  }, 60_000);

  it('answers form posts 503 with Retry-After and the form kept while PostgreSQL is down, keeps serving pages, and resumes after', async () => {
    const databaseUrl = await postgres.freshDatabaseUrl();
    const server = startServerProcess({ PORT: '0', DATA_DIR: tempDir(), STATIC_DIR: tempDir(), DATABASE_URL: databaseUrl });
    const url = await server.listening;
    const origin = new URL(url).origin;
    const post = (fullName: string) =>
      fetch(`${url}/api/submissions/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: origin },
        body: JSON.stringify({ fullName, email: 'jurgen@example.de', inquiry: 'Wir brauchen einen Chatbot.' }),
      });
    expect((await post('Vorher')).status).toBe(201);

    await postgres.outage(async () => {
      const refused = await post('Während');
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('60');
      expect(await refused.json()).toMatchObject({ error: { code: 'storage_unavailable' } });
      expect((await fetch(`${url}/readyz`)).status).toBe(503);
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
    });

    await expect.poll(async () => (await post('Danach')).status, { timeout: 30_000 }).toBe(201);
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const names = (await client.query<{ full_name: string }>('SELECT full_name FROM contact_inquiries ORDER BY seq')).rows;
      expect(names.map((row) => row.full_name)).toEqual(['Vorher', 'Danach']);
    } finally {
      await client.end();
    }
    server.child.kill('SIGTERM');
    expect((await once(server.child, 'exit'))[0]).toBe(0);
  }, 90_000);
});
