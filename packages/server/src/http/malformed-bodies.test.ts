import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { openDatabase } from '../db/database.ts';
import { memoryLogger } from '../ops/logger.ts';
import { siteOrigin, testApi, testScrypt } from '../../test-support/api.ts';
import { onCleanup, tempDir, testConfig } from '../../test-support/helpers.ts';

/** Lines that look like a stack trace (`    at f (file:1:2)`). */
const stackLines = (lines: string[]) =>
  lines
    .join('\n')
    .split('\n')
    .filter((line) => /^\s+at\s/.test(line));

/**
 * The log's warnings and errors other than the request lines (each with its error's stack, if one was
 * logged); start-up notices at info level, such as the mail's "composed and kept", are not among them.
 */
const warnings = (entries: Array<Record<string, unknown>>) => () =>
  entries
    .filter((entry) => entry.type !== 'request' && entry.level !== 'info' && entry.level !== 'debug')
    .map((entry) => [entry.msg, (entry.error as { stack?: string } | undefined)?.stack ?? ''].join('\n'));

describe('malformed request bodies (issue 28 item 7)', () => {
  it.each([
    ['multipart without a boundary', 'multipart/form-data', 'abc'],
    [
      'multipart with a broken body',
      'multipart/form-data; boundary=zzz',
      '--zzz\r\nContent-Disposition: form-data; name="fullName"\r\n\r\nAda',
    ],
    ['multipart with an empty boundary', 'multipart/form-data; boundary=', '--\r\n'],
  ])('a form post with %s: 400, one log line without a stack, counted against the form limit', async (_, type, body) => {
    const log = memoryLogger();
    const logs = warnings(log.entries);
    const api = await testApi({ config: { formRateLimitPerMinute: 2 }, deps: { logger: log.logger } });
    const post = (contentType: string, text: string) =>
      api.app.request(`${siteOrigin}/en/contact`, {
        method: 'POST',
        headers: { Origin: siteOrigin, 'Content-Type': contentType, 'X-Forwarded-For': '198.51.100.9' },
        body: text,
      });
    const first = await post(type, body);
    expect(first.status).toBe(400);
    expect(await first.json()).toMatchObject({ error: { code: 'invalid_body' } });
    expect(logs()).toHaveLength(1);
    expect(logs()[0]).toMatch(/POST \/en\/contact/);
    expect(stackLines(logs())).toEqual([]);
    expect((await post(type, body)).status).toBe(400);
    // Both counted: a well-formed post from the same address is over the limit now.
    const valid = new URLSearchParams({ fullName: 'Ada', email: 'ada@example.com', inquiry: 'Hello' }).toString();
    expect((await post('application/x-www-form-urlencoded', valid)).status).toBe(429);
  });

  it.each([
    ['a JSON submission', '/api/submissions/contact', 'application/json', '{"fullName":"Ad'],
    ['an HTML form post', '/de/contact', 'application/x-www-form-urlencoded', 'fullName=Ad'],
  ])(
    '%s whose chunked body is cut off: one log line without a stack, counted, and the server serves on',
    async (_, path, type, partial) => {
      const log = memoryLogger();
      const logs = warnings(log.entries);
      const db = openDatabase(tempDir());
      const server = await createApp(testConfig({ trustProxy: false, formRateLimitPerMinute: 2, siteUrlSet: false }), {
        db,
        scryptParams: testScrypt,
        logger: log.logger,
      });
      const http = await new Promise<Server>((resolve) => {
        const s = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s as Server)) as Server;
      });
      onCleanup(() => {
        http.closeAllConnections();
        http.close();
        server.close();
        db.close();
      });
      const { port } = http.address() as AddressInfo;
      const origin = `http://127.0.0.1:${port}`;

      for (let i = 0; i < 2; i++) {
        const socket = connect(port, '127.0.0.1');
        await once(socket, 'connect');
        socket.write(
          `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: ${origin}\r\nContent-Type: ${type}\r\nTransfer-Encoding: chunked\r\n\r\n40\r\n${partial}`,
        );
        // Cut off mid-chunk once the server has begun reading the body.
        await new Promise<void>((resolve) => setImmediate(resolve));
        socket.destroy();
        await expect.poll(() => logs().length).toBe(i + 1);
      }
      expect(logs().every((line) => line.includes(`POST ${path}`))).toBe(true);
      expect(stackLines(logs())).toEqual([]);
      const res = await fetch(`${origin}/api/submissions/contact`, {
        method: 'POST',
        headers: { Origin: origin, 'Content-Type': 'application/json' },
        body: JSON.stringify({ fullName: 'Ada', email: 'ada@example.com', inquiry: 'Hello' }),
      });
      expect(res.status).toBe(429);
      expect((await fetch(`${origin}/api/countdowns/active`)).status).toBe(200);
    },
  );
});
