import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildClient } from './build-client';

/** Stub widget hosts, served by the test with `page.route`; nothing reaches the internet. */
export const widgetEnv = {
  CHAT_WIDGET_SCRIPT_URL: 'https://agent-widget.zk.test/v1/widget.js',
  CHAT_WIDGET_AGENT_ID: 'agent-e2e',
  CHAT_WIDGET_ELEMENT_SELECTOR: '.stub-agent-widget',
  DIALOGFLOW_SCRIPT_URL: 'https://dialogflow.zk.test/messenger/bootstrap.js?v=1',
  DIALOGFLOW_AGENT_ID: 'df-e2e',
};

/**
 * The shared build has no widget configured (the default). This builds the client bundle once more
 * with the widget settings into a temporary directory, with client-rendered shells for the admin
 * area and one public page, for a server started with `STATIC_DIR` pointing there.
 */
export function buildWithWidgets(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'zk-widget-build-'));
  buildClient(dir, widgetEnv);
  const shell = readFileSync(join(dir, 'index.html'), 'utf8')
    .replace('<!--app-html-->', '')
    .replace('<!--app-head-->', '<title>Widget test</title>');
  writeFileSync(join(dir, 'admin.html'), shell);
  for (const page of ['en', 'en/faq']) {
    mkdirSync(join(dir, page), { recursive: true });
    writeFileSync(join(dir, page, 'index.html'), shell);
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
