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
vi.mock('@zk/data/local/public', () => ({
  createPublicLocalAdapters: () => ({
    countdowns: { active: countdownsActive, subscribe: () => unsubscribe },
    submissions: { submitContact, joinWaitlist: async () => {} },
  }),
}));

const { createDataAdapters } = await import('./data-adapters');

afterEach(() => vi.clearAllMocks());

describe('the data adapters of a public page', () => {
  it("read the banner's countdown, follow it and send a form without loading the console's ports", async () => {
    const adapters = createDataAdapters();
    await expect(adapters.countdowns.active()).resolves.toBeNull();
    const stop = adapters.countdowns.subscribe(() => {});
    await adapters.submissions.submitContact({ fullName: 'Ada', email: 'ada@example.com', inquiry: 'Hello' });
    await vi.waitFor(() => expect(submitContact).toHaveBeenCalled());
    stop();
    expect(countdownsActive).toHaveBeenCalledOnce();
    expect(unsubscribe).toHaveBeenCalledOnce();
    expect(consolePorts).not.toHaveBeenCalled();
  });
});
