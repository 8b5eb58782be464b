import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions, tracing } from '../../scripts/lib/chromium.mjs';
import { oneWorkerSuite } from '../one-worker-suite';

/**
 * The production-topology suite (`npm run test:proxy`): Caddy (deploy/zk-site.caddy) with a locally
 * issued certificate in front of the built site on the real server. One Caddy and one server for the
 * file, so its tests run in order in one worker.
 */
export default defineConfig({
  ...oneWorkerSuite,
  use: {
    launchOptions: chromiumLaunchOptions,
    trace: tracing,
  },
});
