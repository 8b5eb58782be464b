import type { ChildProcess } from 'node:child_process';
import { onCleanup } from './helpers.ts';
import { spawnServer } from './spawn-server.mjs';

export interface ServerProcess {
  child: ChildProcess;
  /** The address from the server's `Listening on …` log line; rejects if the process exits first. */
  listening: Promise<string>;
  output(): { stdout: string; stderr: string };
  /** The server's log so far: its JSON lines on stdout, parsed. */
  log(): Array<Record<string, unknown>>;
}

/**
 * `main.ts` in a process of its own, with only this environment (plus PATH and HOME), as an operator
 * would start it. Killed after the current test if it is still running.
 */
export function startServerProcess(env: Record<string, string>): ServerProcess {
  const server = spawnServer({ baseEnv: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' }, env });
  onCleanup(() => {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  });
  return {
    child: server.child,
    listening: server.listening,
    output: () => ({ stdout: server.stdout(), stderr: server.stderr() }),
    log: server.log,
  };
}
