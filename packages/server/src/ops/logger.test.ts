import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../test-support/helpers.ts';
import { createLogger, logDestination } from './logger.ts';

/** What one info line, written to a file through `logDestination(tty, …)`, looks like there. */
function loggedLine(tty: boolean, loadPretty?: Parameters<typeof logDestination>[2]): string {
  const file = join(tempDir(), 'log');
  createLogger('info', logDestination(tty, file, loadPretty)).info({ route: '/api/health' }, 'Listening on http://127.0.0.1:3000');
  return readFileSync(file, 'utf8');
}

describe('the log on stdout', () => {
  it('is readable lines for a person at a terminal', () => {
    const line = stripVTControlCharacters(loggedLine(true));
    expect(() => JSON.parse(line)).toThrow();
    expect(line).toMatch(/^\[\d{2}:\d{2}:\d{2}\] INFO: Listening on http:\/\/127\.0\.0\.1:3000\n {4}route: "\/api\/health"\n$/);
  });

  it('is JSON lines when stdout is not a terminal', () => {
    const line = loggedLine(false);
    expect(line.endsWith('\n')).toBe(true);
    expect(JSON.parse(line)).toEqual({
      level: 'info',
      time: expect.any(String),
      route: '/api/health',
      msg: 'Listening on http://127.0.0.1:3000',
    });
  });

  it('is JSON lines at a terminal where pino-pretty is not installed', () => {
    expect(JSON.parse(loggedLine(true, () => undefined))).toMatchObject({ level: 'info', msg: 'Listening on http://127.0.0.1:3000' });
  });
});
