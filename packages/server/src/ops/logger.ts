import { createRequire } from 'node:module';
import { pino, type DestinationStream, type Logger } from 'pino';
import type * as PinoPretty from 'pino-pretty';
import type { SecurityEntry } from '../audit/security-log.ts';

export type { Logger } from 'pino';

/** pino-pretty's formatter: a JSON log line in, a readable line out. */
export type Prettifier = typeof PinoPretty.prettyFactory;

const require = createRequire(import.meta.url);

/** pino-pretty's formatter, or undefined where pino-pretty is not installed (a production install may lack it). */
function loadPrettifier(): Prettifier | undefined {
  try {
    return (require('pino-pretty') as typeof PinoPretty).prettyFactory;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'MODULE_NOT_FOUND') return undefined;
    throw error;
  }
}

const pendingAtExit = new Set<() => void>();

/** Runs `flush` as the process exits: one `exit` listener for every log destination (tests make many). */
function flushOnExit(flush: () => void): void {
  if (pendingAtExit.size === 0) process.once('exit', () => pendingAtExit.forEach((pending) => pending()));
  pendingAtExit.add(flush);
}

/**
 * The lines logged in one turn of the event loop, written together once the turn is over, and at the
 * latest as the process exits (`exit` runs for `process.exit`, an uncaught error and the end of
 * `main`). Under load a turn answers many requests: one write for all their lines rather than a
 * system call each (measured by `bench/static-serving.mjs`: CPU per request). Only a kill that ends
 * the process at once (SIGKILL, the kernel's out-of-memory killer) can lose the lines of that turn.
 */
export function perTurnWrites(out: { write(text: string): unknown }, onExit: (flush: () => void) => void = flushOnExit): DestinationStream {
  let pending = '';
  const flush = () => {
    if (pending === '') return;
    const text = pending;
    pending = '';
    out.write(text);
  };
  onExit(flush);
  return {
    write(line: string) {
      if (pending === '') setImmediate(flush);
      pending += line;
    },
  };
}

/**
 * Where the log goes (`dest` a file descriptor or path), written synchronously, a turn of the event
 * loop at a time (`perTurnWrites`), so nothing is lost when the process exits: for a person at a
 * terminal (`tty`: stdout's `isTTY`), readable lines through pino-pretty; otherwise, or where
 * pino-pretty is not installed, the JSON lines themselves.
 */
export function logDestination(tty: boolean, dest: number | string = 1, loadPretty = loadPrettifier): DestinationStream {
  const out = pino.destination({ dest, sync: true });
  const prettyFactory = tty ? loadPretty() : undefined;
  if (!prettyFactory) return perTurnWrites(out);
  const prettify = prettyFactory({ colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'type' });
  return { write: (line: string) => out.write(prettify(line)) };
}

/**
 * The server's one log: JSON lines on stdout (`{"level":"info","time":"…","msg":…}`), readable lines
 * on a terminal (`logDestination`). Never given personal data or secrets: requests are logged by
 * route pattern, not URL.
 */
export function createLogger(level = 'info', destination: DestinationStream = logDestination(process.stdout.isTTY === true)): Logger {
  return pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  );
}

/** A logger that keeps its entries in memory, parsed (tests read what the server logged). */
export function memoryLogger(): { logger: Logger; entries: Array<Record<string, unknown>>; lines: string[] } {
  const lines: string[] = [];
  const entries: Array<Record<string, unknown>> = [];
  const logger = createLogger('debug', {
    write(line: string) {
      lines.push(line);
      entries.push(JSON.parse(line) as Record<string, unknown>);
    },
  });
  return { logger, entries, lines };
}

/** An error as a log field: the message, and the stack only for errors nobody expected. */
export function errorField(error: unknown): { message: string; stack?: string } {
  if (!(error instanceof Error)) return { message: String(error) };
  return error.stack ? { message: error.message, stack: error.stack } : { message: error.message };
}

/** Security events into the log, as `"type":"security"` lines (the log line's own time replaces the event's). */
export function securityLines(logger: Logger): (entry: SecurityEntry) => void {
  return ({ time: _time, ...fields }) => logger.info(fields, fields.event);
}
