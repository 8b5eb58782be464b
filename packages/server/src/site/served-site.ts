import { AsyncLocalStorage } from 'node:async_hooks';
import type { MiddlewareHandler } from 'hono';
import type { StaticFiles } from '../http/static-files.ts';
import type { PageRenderer } from '../pages/page-renderer.ts';
import { markInUse, type SiteBuild } from './site-build.ts';

/**
 * Which build of the site answers: the one loaded at start, until `reload()` (on SIGHUP) loads the
 * build `STATIC_DIR` names then. Each request is pinned to the build that was current when it arrived,
 * so its page, assets, server rendering, admin shell and CSP hashes all come from one build.
 */
export interface ServedSite {
  /** The build of the request being answered; outside a request, the current one. */
  build(): SiteBuild;
  /** Pins every request to the current build; the first middleware of the app. */
  pin: MiddlewareHandler;
  /** A middleware made once per build by `make` (so what it caches belongs to that build), run with the request's build. */
  perBuild(make: (build: SiteBuild) => MiddlewareHandler): MiddlewareHandler;
  /** The request's build's files. */
  files: StaticFiles;
  /** The request's build's server rendering. */
  renderer: PageRenderer;
  /**
   * Loads the build `STATIC_DIR` names now and serves it to every request from then on; requests
   * already running finish on the build they started with. The same build again is a no-op. Rejects,
   * and the current build stays, when the new one cannot be loaded.
   */
  reload(): Promise<SiteBuild>;
  /** Drops this process's in-use mark. */
  close(): void;
}

/** Forwards every property to whatever `target()` returns at the moment of the call. */
function delegate<T extends object>(target: () => T): T {
  return new Proxy({} as T, {
    get(_, key) {
      const object = target();
      const value: unknown = Reflect.get(object, key);
      return typeof value === 'function' ? value.bind(object) : value;
    },
  });
}

export function servedSite(load: () => SiteBuild, log: (message: string) => void = () => {}): ServedSite {
  let current = load();
  let unmark = markInUse(current, process.pid, log);
  const pinned = new AsyncLocalStorage<SiteBuild>();
  const build = () => pinned.getStore() ?? current;
  const warmUp = (next: SiteBuild) =>
    next.ready().catch((error: unknown) => log(`The site's server-rendering bundle (${next.id}) did not load: ${String(error)}`));
  void warmUp(current);
  let reloading: Promise<SiteBuild> = Promise.resolve(current);

  return {
    build,
    pin: (_c, next) => pinned.run(current, next),
    perBuild(make) {
      const made = new WeakMap<SiteBuild, MiddlewareHandler>();
      return (c, next) => {
        const own = build();
        let middleware = made.get(own);
        if (!middleware) made.set(own, (middleware = make(own)));
        return middleware(c, next);
      };
    },
    files: delegate(() => build().files),
    renderer: delegate(() => build().renderer),
    reload() {
      // One reload at a time: a second signal waits for the first.
      reloading = reloading
        .catch(() => {})
        .then(async () => {
          const next = load();
          if (next.clientDir === current.clientDir) return current;
          await next.ready();
          const previousUnmark = unmark;
          unmark = markInUse(next, process.pid, log);
          current = next;
          previousUnmark();
          return next;
        });
      return reloading;
    },
    close() {
      unmark();
    },
  };
}
