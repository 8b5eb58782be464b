import type { RequestListener } from 'node:http';
import type { AppDeps, ServerApp } from './app-types.ts';
import type { ServerConfig } from '@zk/config';
import { startLifecycle } from './lifecycle.ts';
import { mountRoutes, servingListener } from './routes.ts';
import { wire } from './wiring.ts';

export type { AppDeps, ServerApp } from './app-types.ts';
export { maxBodyBytes } from './api-routes.ts';

/**
 * Builds the HTTP application without listening: wires the collaborators (`wiring.ts`), mounts the
 * routes on them (`routes.ts`) and starts the background work that `close` stops (`lifecycle.ts`).
 * Resolves once what the first page needs is read (the active countdown for its banner) and the live
 * events of the other servers on the database are listened to.
 */
export async function createApp(config: ServerConfig, deps: AppDeps = {}): Promise<ServerApp> {
  const wired = await wire(config, deps);
  await Promise.all([wired.feed.start(), wired.leadChanges.start()]);
  await wired.banner.active();
  const app = mountRoutes(config, deps, wired);
  const lifecycle = startLifecycle(config, deps, wired);
  let listener: RequestListener | undefined;
  return {
    app,
    // Made on first use: @hono/node-server's listener replaces the global Request and Response when it is made.
    get listener() {
      return (listener ??= servingListener(app, wired, deps.onServed));
    },
    db: wired.db,
    outbox: wired.outbox,
    siteBuild: () => wired.served.build(),
    reloadSite: () => wired.served.reload(),
    ...lifecycle,
  };
}
