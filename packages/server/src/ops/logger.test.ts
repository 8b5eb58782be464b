import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../test-support/helpers.ts';
import { createLogger, logDestination, perTurnWrites } from './logger.ts';

const turnOver = () => new Promise((done) => setImmediate(done));

/** What one info line, written to a file through `logDestination(tty, …)`, looks like there once the turn is over. */
async function loggedLine(tty: boolean, loadPretty?: Parameters<typeof logDestination>[2]): Promise<string> {
  const file = join(tempDir(), 'log');
  createLogger('info', logDestination(tty, file, loadPretty)).info({ route: '/api/health' }, 'Listening on http://127.0.0.1:3000');
  await turnOver();
  return readFileSync(file, 'utf8');
}

describe('the log on stdout', () => {
  it('is readable lines for a person at a terminal', async () => {
    const line = stripVTControlCharacters(await loggedLine(true));
    expect(() => JSON.parse(line)).toThrow();
    expect(line).toMatch(/^\[\d{2}:\d{2}:\d{2}\] INFO: Listening on http:\/\/127\.0\.0\.1:3000\n {4}route: "\/api\/health"\n$/);
  });

  it('is JSON lines when stdout is not a terminal', async () => {
    const line = await loggedLine(false);
    expect(line.endsWith('\n')).toBe(true);
    expect(JSON.parse(line)).toEqual({
      level: 'info',
      time: expect.any(String),
      route: '/api/health',
      msg: 'Listening on http://127.0.0.1:3000',
    });
  });

  it('is JSON lines at a terminal where pino-pretty is not installed', async () => {
    expect(JSON.parse(await loggedLine(true, () => undefined))).toMatchObject({ level: 'info', msg: 'Listening on http://127.0.0.1:3000' });
  });
});

describe('the log is written a turn of the event loop at a time', () => {
  it('writes the lines of one turn in one write, once the turn is over', async () => {
    const writes: string[] = [];
    const destination = perTurnWrites({ write: (text) => writes.push(text) }, () => {});
    const logger = createLogger('info', destination);
    for (const route of ['/en', '/de', '/tr']) logger.info({ route }, 'request');
    expect(writes).toEqual([]);
    await turnOver();
    expect(writes).toHaveLength(1);
    expect(
      writes[0]!
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line).route),
    ).toEqual(['/en', '/de', '/tr']);
    logger.info({ route: '/en/faq' }, 'request');
    await turnOver();
    expect(writes).toHaveLength(2);
  });

  it('adds one exit listener to the process, however many destinations there are', () => {
    const dir = tempDir();
    logDestination(false, join(dir, 'first'));
    const listeners = process.listenerCount('exit');
    for (let n = 0; n < 20; n++) logDestination(false, join(dir, `log-${n}`));
    expect(process.listenerCount('exit')).toBe(listeners);
  });

  it('writes what is pending when the process exits in the same turn', () => {
    const dir = tempDir();
    const logger = new URL('./logger.ts', import.meta.url).pathname;
    for (const [end, status] of [
      ['process.exit(3)', 3],
      ["throw new Error('unexpected')", 1],
    ] as const) {
      const file = join(dir, `log-${status}`);
      const script = `import { createLogger, logDestination } from ${JSON.stringify(logger)};
        createLogger('info', logDestination(false, ${JSON.stringify(file)})).info('last words'); ${end};`;
      const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
      expect(child.status).toBe(status);
      expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ msg: 'last words' });
    }
  });
});
