import { Hono, type Context } from 'hono';
import { noValidServicesMessage } from '@zk/data';
import { apiError } from '../http/api-error.ts';
import { readJson } from '../http/request-body.ts';
import { storageRetryAfterSeconds, type SubmissionOutcome, type SubmissionService } from '../submissions/submission-service.ts';

export interface SubmissionRoutesDeps {
  service: SubmissionService;
}

function answer(c: Context, outcome: SubmissionOutcome) {
  switch (outcome.kind) {
    case 'stored':
      return c.json({ ok: true, id: outcome.id }, 201);
    case 'honeypot':
      return c.json({ ok: true }, 201);
    case 'invalid':
      return apiError(c, 422, 'validation_failed', 'Some fields are missing or invalid', { fieldErrors: outcome.fieldErrors });
    case 'no_valid_services':
      return apiError(c, 422, 'no_valid_services', noValidServicesMessage);
    case 'storage_unavailable':
      c.header('Retry-After', String(storageRetryAfterSeconds));
      return apiError(c, 503, 'storage_unavailable', 'The submission could not be stored right now, please try again later', {
        retryAfterSeconds: storageRetryAfterSeconds,
      });
  }
}

/** Public form endpoints for the pages' scripts (JSON); rate limiting, Origin and media-type checks run before them. */
export function submissionRoutes({ service }: SubmissionRoutesDeps): Hono {
  const routes = new Hono();
  for (const kind of ['contact', 'waitlist'] as const) {
    routes.post(`/${kind}`, async (c) => {
      const body = await readJson(c);
      if (!body.ok) return body.response;
      return answer(c, await service[kind](body.value));
    });
  }
  return routes;
}
