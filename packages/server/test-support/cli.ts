import type { CliIo } from '../src/cli-io.ts';

/** The admin CLI's input and output for a test: the environment, the answers to password prompts, and what it printed. */
export function cliIo(env: Record<string, string | undefined>, answers: string[] = []) {
  const out: string[] = [];
  const err: string[] = [];
  const cli: CliIo = {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    askPassword: async () => answers.shift() ?? '',
    env,
  };
  return { cli, out, err };
}
