/** What the admin CLI reads and writes: its output, its password prompt and its environment. */
export interface CliIo {
  out(line: string): void;
  err(line: string): void;
  /** Asks for a password (from a prompt or stdin). */
  askPassword(prompt: string): Promise<string>;
  env: Record<string, string | undefined>;
}
