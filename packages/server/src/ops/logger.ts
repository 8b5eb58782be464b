import { pino, type DestinationStream, type Logger } from 'pino';
import type { SecurityEntry } from '../audit/security-log.ts';

export type { Logger } from 'pino';

/**
 * The server's one log: JSON lines on stdout (`{"level":"info","time":"…","msg":…}`), written
 * synchronously so nothing is lost when the process exits. `npm run dev` pipes them through
 * `pino-pretty`. Never given personal data or secrets: requests are logged by route pattern, not URL.
 */
export function createLogger(level = 'info', destination: DestinationStream = pino.destination({ dest: 1, sync: true })): Logger {
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
