import { afterEach, describe, expect, it, vi } from 'vitest';

vi.hoisted(() => Object.assign(globalThis, { __SITE_CONFIG__: { siteUrl: 'http://localhost:3000', contactEmail: 'hello@example.com' } }));

const consolePorts = vi.fn();
vi.mock('@zk/data/local', () => {
  consolePorts();
  return { createLocalAdapters: () => ({}) };
});
const countdownsActive = vi.fn(async () => null);
const unsubscribe = vi.fn();
const submitContact = vi.fn(async () => {});
const submissionsLoaded = vi.fn();
vi.mock('@zk/data/local/public', () => ({
  createCountdownFeed: () => ({ active: countdownsActive, subscribe: () => unsubscribe }),
}));
vi.mock('@zk/data/local/submissions', () => {
  submissionsLoaded();
  return { createPublicSubmissions: () => ({ submitContact, joinWaitlist: async () => {} }) };
});

const { createDataAdapters } = await import('./data-adapters');

afterEach(() => vi.clearAllMocks());

describe('the data adapters of a public page', () => {
  it("read the banner's countdown, follow it and (only then loading the forms' code) send a form without loading the console's ports", async () => {
    const adapters = createDataAdapters();
    await expect(adapters.countdowns.active()).resolves.toBeNull();
    const stop = adapters.countdowns.subscribe(() => {});
    await vi.waitFor(() => expect(countdownsActive).toHaveBeenCalled());
    expect(submissionsLoaded).not.toHaveBeenCalled();
    await adapters.submissions.submitContact({ fullName: 'Ada', email: 'ada@example.com', inquiry: 'Hello' });
    await vi.waitFor(() => expect(submitContact).toHaveBeenCalled());
    stop();
    expect(countdownsActive).toHaveBeenCalledOnce();
    expect(unsubscribe).toHaveBeenCalledOnce();
    expect(consolePorts).not.toHaveBeenCalled();
  });

  it("answer the console's calls with a rejection, never loading the console's ports", async () => {
    const adapters = createDataAdapters();
    await expect(adapters.auth.getSession()).rejects.toThrow(/admin area/);
    await expect(adapters.countdowns.list()).rejects.toThrow(/admin area/);
    adapters.auth.onAuthStateChange(() => {})();
    expect(consolePorts).not.toHaveBeenCalled();
  });
});
