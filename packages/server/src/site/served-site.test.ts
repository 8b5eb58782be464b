import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { inlineScriptHashesOf } from '../http/inline-script-hashes.ts';
import { onCleanup, tempDir, testConfig } from '../../test-support/helpers.ts';
import { listBuilds } from '@zk/site/builds';
import { loadSiteBuild } from './site-build.ts';
import { servedSite } from './served-site.ts';
import { makeTestBuild } from '../../test-support/site-builds.ts';

const site = 'http://localhost:3000';
const hashOf = (label: string) => inlineScriptHashesOf(`<script>window.build='${label}'</script>`)[0]!;

async function appOn(dist: string) {
  const server = await createApp(testConfig({ staticDir: join(dist, 'current/client'), siteUrl: site }));
  onCleanup(server.close);
  return server;
}

describe('the served site build', () => {
  it('stays the one loaded at start when a build switches current, until reloaded; then pages, assets, rendering and CSP all change together', async () => {
    const dist = tempDist();
    const first = makeTestBuild(dist, 'one');
    const server = await appOn(dist);
    makeTestBuild(dist, 'two');

    const page = await server.app.request(`${site}/en`);
    expect(await page.text()).toContain('page of one');
    expect(page.headers.get('content-security-policy')).toContain(hashOf('one'));
    expect((await server.app.request(`${site}/assets/entry-two.js`)).status).toBe(404);
    expect(await (await server.app.request(`${site}/en/waitlist?service=telegram`)).text()).toContain('rendered by one');
    expect(server.siteBuild().id).toBe(first.id);

    const second = await server.reloadSite();
    const reloaded = await server.app.request(`${site}/en`);
    expect(await reloaded.text()).toContain('page of two');
    const csp = reloaded.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(hashOf('two'));
    expect(csp).not.toContain(hashOf('one'));
    expect(await (await server.app.request(`${site}/admin`)).text()).toContain('admin of two');
    expect(await (await server.app.request(`${site}/en/waitlist?service=telegram`)).text()).toContain('rendered by two');
    // The first build's chunks, for pages opened before the reload, came forward with the second build.
    expect((await server.app.request(`${site}/assets/entry-one.js`)).status).toBe(200);
    expect(second.id).toBe(listBuilds(dist)[0]!.id);
  });

  it('keeps the build in use when the new one cannot load its server-rendering bundle, or a chunk of it', async () => {
    const dist = tempDist();
    const first = makeTestBuild(dist, 'one');
    const server = await appOn(dist);
    makeTestBuild(dist, 'broken', { brokenBundle: true });
    await expect(server.reloadSite()).rejects.toThrow('bundle of broken is broken');
    expect(server.siteBuild().id).toBe(first.id);
    // A chunk the bundle would import only for some page, later: loaded (and refused) at the reload already.
    makeTestBuild(dist, 'lazy', { brokenChunk: true });
    await expect(server.reloadSite()).rejects.toThrow('a chunk of lazy is broken');
    expect(server.siteBuild().id).toBe(first.id);
    expect(await (await server.app.request(`${site}/en`)).text()).toContain('page of one');
  });

  it('answers a request that arrived before a reload from the build it arrived on', async () => {
    const dist = tempDist();
    makeTestBuild(dist, 'one');
    const served = servedSite(() => loadSiteBuild(join(dist, 'current/client')));
    onCleanup(served.close);
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let arrived = () => {};
    const inHandler = new Promise<void>((resolve) => (arrived = resolve));
    const app = new Hono();
    app.use(served.pin);
    app.get('/slow', async (c) => {
      const before = served.build().id;
      arrived();
      await gate;
      return c.json({ before, after: served.build().id, page: await served.files.readText('/en/index.html') });
    });
    const slow = app.request('/slow');
    await inHandler;
    makeTestBuild(dist, 'two');
    const second = await served.reload();
    release();
    const answer = (await (await slow).json()) as { before: string; after: string; page: string };
    expect(answer.after).toBe(answer.before);
    expect(answer.after).not.toBe(second.id);
    expect(answer.page).toContain('page of one');
    expect(served.build().id).toBe(second.id);
  });

  it('marks the build it serves as in use, so pruning keeps it, and moves the mark on reload', async () => {
    const dist = tempDist();
    const first = makeTestBuild(dist, 'one');
    const served = servedSite(() => loadSiteBuild(join(dist, 'current/client')));
    const servers = (id: string) => listBuilds(dist).find((build) => build.id === id)?.servers;
    expect(servers(first.id)).toEqual([process.pid]);
    const second = makeTestBuild(dist, 'two');
    await served.reload();
    expect(servers(first.id)).toEqual([]);
    expect(servers(second.id)).toEqual([process.pid]);
    served.close();
    expect(existsSync(join(second.dir, '.in-use', String(process.pid)))).toBe(false);
  });

  it('says so when it cannot mark the build it serves, as in a checkout the server may only read', () => {
    const dist = tempDist();
    const build = makeTestBuild(dist, 'one');
    // Tests may run as root, whom a read-only mode does not stop: a file where the directory goes fails for anyone.
    writeFileSync(join(build.dir, '.in-use'), '');
    const logged: string[] = [];
    const served = servedSite(
      () => loadSiteBuild(join(dist, 'current/client')),
      (message) => logged.push(message),
    );
    expect(logged).toEqual([
      expect.stringMatching(new RegExp(`^Cannot mark site build ${build.id} as in use .*Reload \\(SIGHUP\\) after each build`)),
    ]);
    served.close();
  });
});

function tempDist() {
  return tempDir('zk-dist-');
}
