import { request } from 'node:http';
import { once } from 'node:events';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../test-support/helpers.ts';
import { startServerProcess } from '../test-support/server-process.ts';

describe('main', () => {
  it('listens on a free port, answers, and exits 0 on SIGTERM', async () => {
    const dataDir = join(tempDir(), 'data');
    const server = startServerProcess({
      PORT: '0',
      DATA_DIR: dataDir,
      STATIC_DIR: tempDir(),
      ADMIN_EMAIL: 'op@example.com',
      ADMIN_PASSWORD: 'a-long-enough-password',
    });
    const url = await server.listening;
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(url).not.toMatch(/:0$/);
    const res = await fetch(`${url}/api/countdowns/active`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ countdown: null });
    // Idle connections are kept past a proxy's pool time (Caddy: 2 minutes), not Node's 5 s.
    const keepAlive = await new Promise<string | string[] | undefined>((resolve, reject) => {
      request(`${url}/api/health`, (answer) => {
        answer.resume();
        resolve(answer.headers['keep-alive']);
      })
        .on('error', reject)
        .end();
    });
    expect(keepAlive).toBe('timeout=130');
    // Without SMTP_URL the start-up log says where the kept e-mails are read.
    expect(server.log()).toContainEqual(
      expect.objectContaining({ level: 'info', msg: expect.stringMatching(/^Mail: SMTP_URL is not set.*Mail log/) }),
    );
    server.child.kill('SIGTERM');
    const [code] = await once(server.child, 'exit');
    expect(code).toBe(0);
  }, 30_000);

  it('writes the one-time password to a 0600 file (not the log) on first start, ends open event streams and exits 0 on SIGINT', async () => {
    const dataDir = tempDir();
    const server = startServerProcess({ PORT: '0', DATA_DIR: dataDir, STATIC_DIR: tempDir() });
    const url = await server.listening;
    const file = join(dataDir, 'first-start-password.txt');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const password = readFileSync(file, 'utf8').trim();
    expect(password).toMatch(/^[A-Za-z0-9]{24}$/);
    expect(server.output().stdout).toContain(`Created operator account admin@localhost; its one-time password is in ${file}`);
    expect(server.output().stdout + server.output().stderr).not.toContain(password);
    const stream = await fetch(`${url}/api/countdowns/events`);
    const reader = stream.body?.getReader();
    await reader?.read();
    server.child.kill('SIGINT');
    let done = false;
    while (!done) done = (await reader?.read())?.done ?? true;
    const [code] = await once(server.child, 'exit');
    expect(code).toBe(0);
  }, 30_000);

  it('refuses to start with a common ADMIN_PASSWORD, naming the variable', async () => {
    const server = startServerProcess({ PORT: '0', DATA_DIR: tempDir(), STATIC_DIR: tempDir(), ADMIN_PASSWORD: 'password1234' });
    const [code] = await once(server.child, 'exit');
    expect(code).toBe(1);
    expect(server.log()).toContainEqual(
      expect.objectContaining({ level: 'fatal', msg: expect.stringMatching(/ADMIN_PASSWORD is refused: .*most common passwords/) }),
    );
    await expect(server.listening).rejects.toThrow();
  }, 30_000);

  it('finishes a request in flight during shutdown before exiting', async () => {
    const server = startServerProcess({ PORT: '0', DATA_DIR: tempDir(), STATIC_DIR: tempDir(), ADMIN_PASSWORD: 'a-long-enough-password' });
    const url = await server.listening;
    const body = JSON.stringify({ fullName: 'Late', email: 'late@example.com', inquiry: 'Still arriving' });
    const answered = new Promise<number>((resolve, reject) => {
      const req = request(`${url}/api/submissions/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), Origin: url },
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.write(body.slice(0, 10));
      setTimeout(() => {
        server.child.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(10)), 300);
      }, 200);
    });
    expect(await answered).toBe(201);
    const [code] = await once(server.child, 'exit');
    expect(code).toBe(0);
  }, 30_000);

  it('refuses to start in production without the legal identity of the company, naming the variables', async () => {
    const server = startServerProcess({
      NODE_ENV: 'production',
      PORT: '0',
      DATA_DIR: tempDir(),
      STATIC_DIR: tempDir(),
      ADMIN_PASSWORD: 'a-long-enough-password',
      COMPANY_NAME: 'ZK Automations GmbH',
    });
    const [code] = await once(server.child, 'exit');
    expect(code).toBe(1);
    await expect(server.listening).rejects.toThrow();
    expect(server.log()).toEqual([
      expect.objectContaining({
        level: 'fatal',
        msg: expect.stringMatching(
          /^Refusing to start in production: COMPANY_LEGAL_FORM, COMPANY_REPRESENTATIVE, COMPANY_ADDRESS are not set\./,
        ),
      }),
    ]);
  }, 30_000);

  it('starts in production with the identity of a sole trader, warning about a chat widget without its provider', async () => {
    const server = startServerProcess({
      NODE_ENV: 'production',
      PORT: '0',
      DATA_DIR: tempDir(),
      STATIC_DIR: tempDir(),
      ADMIN_PASSWORD: 'a-long-enough-password',
      COMPANY_NAME: 'Zeynep Kaya',
      COMPANY_LEGAL_FORM: 'sole-trader',
      COMPANY_ADDRESS: 'Musterstraße 12, 10115 Berlin',
      CHAT_WIDGET_SCRIPT_URL: 'https://widget.example.com/embed.js',
      CHAT_WIDGET_AGENT_ID: 'agent-1',
    });
    await server.listening;
    expect(server.log()).toContainEqual(
      expect.objectContaining({ level: 'warn', msg: expect.stringMatching(/^CHAT_WIDGET_PROVIDER is not set/) }),
    );
    server.child.kill('SIGTERM');
    expect((await once(server.child, 'exit'))[0]).toBe(0);
  }, 30_000);

  it('refuses to start when the PostgreSQL at DATABASE_URL cannot be reached, naming it with the password masked', async () => {
    const server = startServerProcess({
      PORT: '0',
      DATA_DIR: tempDir(),
      STATIC_DIR: tempDir(),
      DATABASE_URL: 'postgres://zk:s3cret@db.invalid/zk',
    });
    const [code] = await once(server.child, 'exit');
    expect(code).toBe(1);
    expect(server.log()).toContainEqual(
      expect.objectContaining({
        level: 'fatal',
        msg: expect.stringMatching(/^Cannot use the PostgreSQL database at DATABASE_URL postgres:\/\/zk:\*\*\*@db\.invalid\/zk: /),
      }),
    );
    expect(JSON.stringify(server.log())).not.toContain('s3cret');
    await expect(server.listening).rejects.toThrow();
  }, 30_000);

  it('stops with a message naming the variable on invalid configuration', async () => {
    const server = startServerProcess({ PORT: 'eighty', DATA_DIR: tempDir() });
    await expect(server.listening).rejects.toThrow(/PORT/);
  }, 30_000);
});
