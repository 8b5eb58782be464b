import type { PageRenderer } from '../src/pages/page-renderer.ts';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach } from 'vitest';
import type { InboxContactLead, InboxWaitlistLead } from '@zk/data';
import type { ServerConfig } from '@zk/config';
import { openDatabase } from '../src/db/database.ts';
import { leadInboxStore } from '../src/db/engine/lead-inbox-store.ts';
import { sqliteEngine } from '../src/db/engine/sqlite-engine.ts';
import { loadLinkKey } from '../src/subscription/link-key.ts';
import { linkTokens, type LinkTokens } from '../src/subscription/link-tokens.ts';

const cleanups: Array<() => void> = [];
afterEach(() => {
  while (cleanups.length > 0) cleanups.pop()?.();
});

/** A fresh temporary directory, removed after the current test. */
export function tempDir(prefix = 'zk-server-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A temporary built site holding `files` (path under the site: content), removed after the current test. */
export function siteFiles(files: Record<string, string | Buffer>, prefix = 'zk-static-'): string {
  const root = tempDir(prefix);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return root;
}

/** Runs `fn` after the current test (in reverse order of registration). */
export function onCleanup(fn: () => void): void {
  cleanups.push(fn);
}

export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: overrides.dataDir ?? tempDir(),
    siteUrl: 'http://localhost:3000',
    siteUrlSet: true,
    devOrigins: [],
    contactEmail: undefined,
    adminEmail: undefined,
    adminPassword: undefined,
    staticDir: overrides.staticDir ?? tempDir('zk-static-'),
    trustProxy: true,
    trustProxyHops: 1,
    formRateLimitPerMinute: 5,
    // Tests that read the log pass a logger of their own (`memoryLogger`).
    logLevel: 'silent',
    ...overrides,
  };
}

/** Every lead stored in the database of `dataDir`, newest first, by kind (read through the inbox's repository). */
export async function storedLeads(dataDir: string): Promise<{ contacts: InboxContactLead[]; waitlist: InboxWaitlistLead[] }> {
  const db = openDatabase(dataDir);
  try {
    const page = await leadInboxStore(sqliteEngine(db)).page({}, undefined, 100);
    const leads = page === 'bad_cursor' ? [] : page.leads;
    return {
      contacts: leads.filter((lead): lead is InboxContactLead => lead.kind === 'contact'),
      waitlist: leads.filter((lead): lead is InboxWaitlistLead => lead.kind === 'waitlist'),
    };
  } finally {
    db.close();
  }
}

/** A renderer that renders only the countdown banner (a plain section naming the language and title), for tests of the pages that carry it. */
export const bannerOnlyRenderer: PageRenderer = {
  render: async () => null,
  renderBanner: async (language, countdown, now) => ({
    html: `<section aria-label="Countdown">${language}: ${countdown.title}</section>`,
    state: { countdown, now, ends: 'x' },
  }),
  renderSubscription: async () => null,
};

/** The link tokens of the server on `dataDir`, under the key its database holds. */
export async function storedLinkTokens(dataDir: string): Promise<LinkTokens> {
  const db = openDatabase(dataDir);
  try {
    return linkTokens(await loadLinkKey(sqliteEngine(db), dataDir));
  } finally {
    db.close();
  }
}
