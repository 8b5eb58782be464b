import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { onCleanup } from './helpers.ts';

// Node itself, which strips the types (no wrapper process around a killed child: signals reach the
// server directly), as the systemd unit in deploy/ runs it.
const mainFile = fileURLToPath(new URL('../src/main.ts', import.meta.url));

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
  const child = spawn(process.execPath, [mainFile], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  onCleanup(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const listening = new Promise<string>((resolve, reject) => {
    const onData = () => {
      const match = /Listening on (http:\/\/[^\s"]+)/.exec(stdout);
      if (!match?.[1]) return;
      child.stdout!.off('data', onData);
      resolve(match[1]);
    };
    child.stdout!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${stdout}${stderr}`)));
  });
  // A test that expects the process to fail awaits `listening` itself; never leave it unhandled.
  listening.catch(() => {});
  const log = () =>
    stdout
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { child, listening, output: () => ({ stdout, stderr }), log };
}
