import { describe, expect, it } from 'vitest';
import { bodilessPaths } from '../api-routes.ts';
import { memoryLogger } from '../ops/logger.ts';
import { siteOrigin, testApi, type TestApi } from '../../test-support/api.ts';

/** Bodies no well-behaved client sends: each as its Content-Type, its text. */
const brokenBodies: Array<[string, string, string]> = [
  ['multipart without a boundary', 'multipart/form-data', 'abc'],
  ['multipart with an empty boundary', 'multipart/form-data; boundary=', '--\r\n'],
  ['multipart cut off mid-part', 'multipart/form-data; boundary=zzz', '--zzz\r\nContent-Disposition: form-data; name="token"\r\n\r\nAda'],
  ['multipart against its boundary', 'multipart/form-data; boundary=zzz', '--yyy\r\nContent-Disposition: form-data\r\n\r\n--yyy--'],
  ['urlencoded with broken escapes', 'application/x-www-form-urlencoded', '%E0%A4%A=%&token=%ZZ&=\u0000'],
  ['JSON cut off', 'application/json', '{"fullName":"Ad'],
  ['JSON of the wrong shape', 'application/json', '[[[[[[1]]]]]]'],
];

const bodyMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** A value for each path parameter; any other parameter is given `1`. */
const params: Record<string, string> = { lang: 'en', kind: 'contact' };

/**
 * Every route of the app that takes a body, as the app lists them (so a route added later is in it too),
 * those that never read one last (sign-out ends the session the later ones would need).
 */
async function bodyRoutes(): Promise<Array<{ method: string; path: string; bodiless: boolean }>> {
  const api = await testApi();
  const routes = new Set(
    api.app.routes
      .filter((route) => bodyMethods.has(route.method) && !route.path.includes('*'))
      .map((route) => `${route.method} ${route.path.replace(/:(\w+)/g, (_, name: string) => params[name] ?? '1')}`),
  );
  api.close();
  return [...routes]
    .map((route) => {
      const [method, path] = route.split(' ') as [string, string];
      return { method, path, bodiless: bodilessPaths.includes(path) };
    })
    .sort((a, b) => Number(a.bodiless) - Number(b.bodiless));
}

const routes = await bodyRoutes();

/** Posts `body` to every route, each from its own address; the answers as `METHOD /path status`. */
async function postEverywhere(api: TestApi, type: string, body: string, cookie?: string) {
  const answers: Array<{ route: string; status: number; bodiless: boolean }> = [];
  for (const [i, { method, path, bodiless }] of routes.entries()) {
    const res = await api.app.request(`${siteOrigin}${path}`, {
      method,
      headers: {
        Origin: siteOrigin,
        'Content-Type': type,
        'X-Forwarded-For': `198.51.100.${i + 1}`,
        ...(cookie ? { Cookie: cookie } : {}),
      },
      body,
    });
    answers.push({ route: `${method} ${path} ${res.status}`, status: res.status, bodiless });
  }
  return answers;
}

const errorLines = (entries: Array<Record<string, unknown>>) =>
  entries.filter((entry) => entry.level === 'error' || entry.level === 'fatal');

describe('broken request bodies on every route that takes one (issue 50 item 2)', () => {
  it('finds the public posts among the app’s routes', () => {
    expect(routes.map(({ method, path }) => `${method} ${path}`)).toEqual(
      expect.arrayContaining([
        'POST /en/waitlist/confirm',
        'POST /en/waitlist/unsubscribe',
        'POST /en/contact',
        'POST /en/waitlist',
        'POST /admin',
        'POST /en/admin',
        'POST /api/submissions/contact',
        'POST /api/auth/sign-in',
      ]),
    );
  });

  it.each(brokenBodies)(
    '%s, signed out: every route answers 4xx (those that read no body, below 500) and logs no error',
    async (_, type, body) => {
      const log = memoryLogger();
      const api = await testApi({ config: { formRateLimitPerMinute: 1_000_000 }, deps: { logger: log.logger } });
      const answers = await postEverywhere(api, type, body);
      expect(answers.filter(({ status, bodiless }) => status >= 500 || (!bodiless && status < 400))).toEqual([]);
      expect(errorLines(log.entries)).toEqual([]);
    },
  );

  it.each(brokenBodies)('%s, signed in: no route answers 5xx or logs an error', async (_, type, body) => {
    const log = memoryLogger();
    const api = await testApi({ config: { formRateLimitPerMinute: 1_000_000 }, deps: { logger: log.logger } });
    const signedIn = await api.signIn();
    const cookie = signedIn.headers.get('set-cookie')!.split(';')[0]!;
    const answers = await postEverywhere(api, type, body, cookie);
    expect(answers.filter(({ status }) => status >= 500)).toEqual([]);
    expect(errorLines(log.entries)).toEqual([]);
  });
});
