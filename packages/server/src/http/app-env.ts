import type { AuthSession } from '@zk/data';

/** Hono environment of the API: the operator session, set by `requireOperator`. */
export interface AppEnv {
  Variables: {
    session: AuthSession;
    /** This request's id, also sent as `X-Request-Id` (`src/ops/request-log.ts`). */
    requestId: string;
  };
}
