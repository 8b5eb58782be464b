import type { ConsolePorts } from '../app/data-adapters';
import { fixtureAdapters } from '@zk/data/testing';
import { describe, expect, it, vi } from 'vitest';

vi.hoisted(() => Object.assign(globalThis, { __SITE_CONFIG__: { siteUrl: 'http://localhost:3000', contactEmail: 'hello@example.com' } }));

const { consoleAdapters } = await import('./console-adapters');

describe("the console's adapters", () => {
  it("load the console's ports once, on first use, and keep the site's banner feed and forms", async () => {
    const site = fixtureAdapters().adapters;
    const ports = fixtureAdapters().adapters as ConsolePorts;
    const getSession = vi.spyOn(ports.auth, 'getSession');
    const load = vi.fn(async () => ports);
    const adapters = consoleAdapters(site, load);
    expect(load).not.toHaveBeenCalled();
    expect(adapters.countdowns.active).toBe(site.countdowns.active);
    expect(adapters.countdowns.subscribe).toBe(site.countdowns.subscribe);
    expect(adapters.submissions).toBe(site.submissions);
    await adapters.auth.getSession();
    await adapters.countdowns.list();
    expect(load).toHaveBeenCalledOnce();
    expect(getSession).toHaveBeenCalledOnce();
  });

  it('offer the lead inbox, mail log, own passwords and passkeys only with the embedded server, second factors with both', () => {
    const site = fixtureAdapters().adapters;
    const load = async () => fixtureAdapters().adapters as ConsolePorts;
    const embedded = consoleAdapters(site, load, true);
    const hosted = consoleAdapters(site, load, false);
    expect(embedded.leads && embedded.mail && embedded.announcements && embedded.activity).toBeDefined();
    expect(embedded.auth.changePassword && embedded.auth.secondFactors && embedded.auth.passkeys).toBeDefined();
    expect([hosted.leads, hosted.mail, hosted.announcements, hosted.activity]).toEqual([undefined, undefined, undefined, undefined]);
    expect([hosted.auth.changePassword, hosted.auth.passkeys]).toEqual([undefined, undefined]);
    expect(hosted.auth.secondFactors && hosted.auth.signInWithCode).toBeDefined();
  });
});
