import type { AuthSession } from '@zk/data';

/** Hono environment of the API: the operator session, set by `requireOperator`. */
export interface AppEnv {
  Variables: {
    session: AuthSession;
  };
}
