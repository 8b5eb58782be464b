import { randomUUID } from 'node:crypto';
import type { Engine } from './engine-types.ts';

export interface JobRuns {
  /**
   * Whether this server runs the job `name` now, recording the run if so: yes when this server ran it last
   * (or nobody has), or when the last run, by another server, was at least `periodMs` ago. One statement, so
   * of several servers asking at once exactly one is told yes; a server that stops is taken over after a period.
   */
  claim(name: string, periodMs: number): Promise<boolean>;
}

/** The runs of the daily jobs, shared by every server on the database. */
export function jobRunsStore({ db }: Pick<Engine, 'db'>, now: () => number, server: string = randomUUID()): JobRuns {
  return {
    async claim(name, periodMs) {
      const at = now();
      const claimed = await db
        .insertInto('job_runs')
        .values({ name, server, last_run_at: at })
        .onConflict((conflict) =>
          conflict
            .column('name')
            .doUpdateSet({ server, last_run_at: at })
            .where((eb) => eb.or([eb('job_runs.server', '=', server), eb('job_runs.last_run_at', '<=', at - periodMs)])),
        )
        .returning('name')
        .executeTakeFirst();
      return claimed !== undefined;
    },
  };
}
