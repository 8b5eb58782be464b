import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createLocalAdapters, type FetchLike } from '@zk/data';
import { describePortsContract } from '@zk/data/contract';
import { createApp } from '../app.ts';
import { hashPassword } from '../auth/password.ts';
import { openDatabase } from '../db/database.ts';
import { operatorsStore } from '../db/engine/operators-store.ts';
import { sqliteEngine } from '../db/engine/sqlite-engine.ts';
import { operator, testScrypt } from '../../test-support/api.ts';
import { tempDir, testConfig } from '../../test-support/helpers.ts';

/** A browser stand-in: sends this site's Origin and keeps cookies like a cookie jar. */
function browserFetch(origin: string): FetchLike {
  let cookie: string | undefined;
  return async (input, init = {}) => {
    const headers = new Headers(init.headers);
    headers.set('Origin', origin);
    if (cookie) headers.set('Cookie', cookie);
    const res = await fetch(input, { ...init, headers });
    const set = res.headers.get('set-cookie');
    if (set) {
      const pair = set.split(';')[0] ?? '';
      cookie = /Max-Age=0/i.test(set) ? undefined : pair;
    }
    return res;
  };
}

describePortsContract('local adapter against the real server and a SQLite file', async () => {
  let offset = 0;
  const now = () => Date.now() + offset;
  const db = openDatabase(tempDir());
  await operatorsStore(sqliteEngine(db), now).create(operator.email, await hashPassword(operator.password, testScrypt));
  const server = await createApp(testConfig({ trustProxy: false, formRateLimitPerMinute: 100, siteUrlSet: false }), {
    db,
    now,
    scryptParams: testScrypt,
  });
  const http = await new Promise<Server>((resolve) => {
    const s = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s as Server)) as Server;
  });
  const baseUrl = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  const adapters = (fetchImpl: FetchLike) => createLocalAdapters({ baseUrl, fetch: fetchImpl, backoffMs: [50] });

  return {
    adapters: adapters(browserFetch(baseUrl)),
    anonymous: adapters(browserFetch(baseUrl)),
    operator,
    advanceClock: (ms) => {
      offset += ms;
    },
    async teardown() {
      server.endStreams();
      http.closeAllConnections();
      await new Promise((resolve) => http.close(resolve));
      server.close();
      db.close();
    },
  };
});
