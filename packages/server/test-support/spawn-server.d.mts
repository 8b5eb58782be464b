/** Types of `spawn-server.mjs`, the one way tests, e2e and the bench start a server process. */
import type { ChildProcess, StdioNull, StdioPipe } from 'node:child_process';

export declare const repoRoot: string;
export declare const serverMain: string;

export interface SpawnServerOptions {
  /** What Node runs: `[serverMain]` by default. */
  args?: string[];
  cwd?: string;
  /** The environment under `env`: this process's by default. */
  baseEnv?: Record<string, string | undefined>;
  env?: Record<string, string>;
  port?: number | string;
  host?: string;
  dataDir?: string;
  /** A prefix: the process gets a fresh data directory under the system's temporary one, removed by `stop()`. */
  tempDataDir?: string;
  stderr?: StdioPipe | StdioNull;
  /** `false`: drop the output once the address is known (a load test's log is long). */
  keepOutput?: boolean;
  /** `listening` rejects if the address is not printed by then; `null` (default): no limit. */
  startTimeoutMs?: number | null;
  /**
   * The log goes straight to this file (as it goes to the journal when deployed) instead of a pipe this
   * process drains; it is read only until the listening line.
   */
  stdoutFile?: string;
}

export interface ExitStatus {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface SpawnedServer {
  child: ChildProcess;
  dataDir: string | undefined;
  /** The address from the `Listening on …` log line; rejects if the process exits first. */
  listening: Promise<string>;
  exited: Promise<ExitStatus>;
  /** Resolves with the first match of `pattern` in the output (stdout and stderr); rejects if the process exits first. */
  printed(pattern: RegExp, stream?: () => string): Promise<RegExpExecArray>;
  /** stdout and stderr as they came. */
  output(): string;
  stdout(): string;
  stderr(): string;
  /** The server's log so far: its JSON lines on stdout, parsed. */
  log(): Array<Record<string, unknown>>;
  stop(signal?: NodeJS.Signals): Promise<ExitStatus>;
}

export declare function spawnServer(options?: SpawnServerOptions): SpawnedServer;
