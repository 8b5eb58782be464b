import type { RequestListener } from 'node:http';
import { Hono } from 'hono';
import { etag } from 'hono/etag';
import { HTTPException } from 'hono/http-exception';
import { apiRoutes, maxBodyBytes, type HttpGuards } from './api-routes.ts';
import type { AppDeps } from './app-types.ts';
import type { ServerConfig } from '@zk/config';
import { migrations } from './db/migrations.ts';
import { engineReadinessOf } from './ops/engine-readiness.ts';
import { apiError } from './http/api-error.ts';
import type { AppEnv } from './http/app-env.ts';
import { answerBodyReadError, BodyReadError } from './http/body-read-error.ts';
import { clientIp } from './http/client-ip.ts';
import { languageChoice } from './http/language-choice.ts';
import { pageRoutes } from './http/page-routes.ts';
import { perClientAddress } from './http/rate-limiter.ts';
import { sharedWindowLimiter } from './http/shared-rate-limiter.ts';
import { sharedRateSlots } from './db/engine/rate-slots-memory.ts';
import { securityHeaders } from './http/security-headers.ts';
import { hostCheck, siteAddress } from './http/site-address.ts';
import { staticFastPath } from './http/static-fast-path.ts';
import { readinessCheck, opsEndpoints } from './ops/health.ts';
import { errorField } from './ops/logger.ts';
import { logRequest, requestLog, staticRouteLabel } from './ops/request-log.ts';
import { adminGuard, adminSignInRoutes } from './pages/admin-sign-in.ts';
import { runningCountdown } from './pages/banner-pages.ts';
import { formPostRoutes } from './pages/form-posts.ts';
import { isPublicPagePath, publicPages } from './pages/public-pages.ts';
import { queryPages } from './pages/query-pages.ts';
import { operatorCodeStep, operatorSignIn, requireOperator } from './routes/auth.ts';
import { subscriptionPages } from './subscription/subscription-pages.ts';
import type { Wired } from './wiring.ts';

/**
 * The Hono app: request log, build pinning, security headers, health and metrics, host check; the API
 * under `/api`; then the subscription pages, form posts, admin sign-in, pages and files; the error answers.
 */
export function mountRoutes(config: ServerConfig, deps: AppDeps, wired: Wired): Hono<AppEnv> {
  const { db, engine, now, logger, log, metrics, auth, cookie, security, served, forms, subscriptions, banner, inject } = wired;
  // The files and the renderer of the build each request is pinned to.
  const { files, renderer } = served;
  const ipOf: HttpGuards['ipOf'] = (c) => clientIp(c, config.trustProxy ? config.trustProxyHops : 0);
  const rateSlots = sharedRateSlots(engine);
  const guards: HttpGuards = {
    ipOf,
    operatorOnly: requireOperator({ auth, cookie, clientIp: ipOf, security }),
    formLimiter: perClientAddress(sharedWindowLimiter(rateSlots, 'forms', config.formRateLimitPerMinute, 60_000, now)),
    site: siteAddress({ siteUrl: config.siteUrl, siteUrlSet: config.siteUrlSet, devOrigins: config.devOrigins, port: config.port }),
  };
  const { site, formLimiter } = guards;

  const app = new Hono<AppEnv>();
  app.use(requestLog(logger, metrics?.onRequest));
  app.use(served.pin);
  app.use(
    served.perBuild((build) =>
      securityHeaders({
        siteUrl: config.siteUrl,
        inlineScriptHashes: build.inlineScriptHashes,
        inlineStyleHashes: build.inlineStyleHashes,
        widgetOrigins: config.chatWidgetOrigins,
        apiOrigins: config.supabase ? [config.supabase.url, config.supabase.url.replace(/^http/, 'ws')] : [],
      }),
    ),
  );
  app.use(
    opsEndpoints({
      // SQLite: the file is writable, its schema current, its disk has room; PostgreSQL: the server answers in time, its schema current.
      readiness: db
        ? readinessCheck({
            db,
            migrationCount: migrations.length,
            minFreeBytes: config.minFreeDiskBytes ?? 0,
            freeBytes: deps.freeDiskBytes,
          })
        : engineReadinessOf(engine),
      metrics,
      metricsToken: config.metricsToken,
    }),
  );
  app.use(hostCheck(site));
  app.route('/api', apiRoutes(config, deps, wired, guards));

  app.use(languageChoice({ https: config.siteUrl.startsWith('https:') }));
  const linkLimiter = perClientAddress(sharedWindowLimiter(rateSlots, 'links', config.formRateLimitPerMinute, 60_000, now));
  app.route('/', subscriptionPages({ service: subscriptions, renderer, site, limiter: linkLimiter, clientIp: ipOf }));
  app.route('/', formPostRoutes({ service: forms, renderer, limiter: formLimiter, clientIp: ipOf, site, maxBodyBytes, inject }));
  const hosted = config.supabase !== undefined;
  app.route(
    '/',
    adminSignInRoutes({
      signIn: operatorSignIn({ auth, cookie, clientIp: ipOf, security }),
      codeStep: operatorCodeStep({ auth, cookie, clientIp: ipOf, security }),
      auth,
      cookie,
      renderer,
      site,
      maxBodyBytes,
      hosted,
    }),
  );
  app.use(adminGuard({ auth, cookie, hosted }));
  // Pages and files (the API above answers every /api path itself): If-None-Match against their ETags.
  app.use(etag());
  app.use(queryPages(renderer, inject));
  app.use(served.perBuild((build) => publicPages(build.files, inject, banner.active, now)));
  app.use(pageRoutes(files));
  app.on(['GET', 'HEAD'], '*', async (c) => (await files.serve(c)) ?? files.notFound(c));
  app.notFound((c) => files.notFound(c));
  app.onError((error, c) => {
    // An expected refusal (a client error thrown as an HTTPException) is its answer, not a stack trace.
    if (error instanceof HTTPException && error.status < 500) return error.getResponse();
    if (error instanceof BodyReadError) return answerBodyReadError(c, error, log);
    logger.error({ requestId: c.get('requestId'), error: errorField(error) }, 'unhandled error');
    return apiError(c, 500, 'internal', 'Internal server error');
  });
  return app;
}

/**
 * The `node:http` listener: the built site's pages and files from memory (`http/static-fast-path.ts`),
 * everything else through `app`. Each answer of the fast path is logged and counted as Hono's are.
 */
export function servingListener(app: Hono<AppEnv>, wired: Wired, onServed: AppDeps['onServed']): RequestListener {
  const { logger, metrics, served, banner, now } = wired;
  return staticFastPath({
    fetch: app.fetch,
    isPage: isPublicPagePath,
    bannerShown: () => {
      // Not read since a change: the page goes the way that reads it.
      const countdown = banner.peek();
      return countdown === undefined || runningCountdown(countdown, now) !== null;
    },
    // Outside a request, the current build: its answers only, forgotten when a reload switches it.
    generation: () => served.build(),
    onServed: (answered) => {
      const { method, path, status, ms, requestId } = answered;
      logRequest(
        logger,
        { requestId, method, route: staticRouteLabel(path, status), status, durationMs: Math.round(ms * 100) / 100 },
        metrics?.onRequest,
      );
      onServed?.(answered);
    },
  });
}
