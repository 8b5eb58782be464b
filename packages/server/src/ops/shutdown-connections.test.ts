import { createServer, request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { onCleanup } from '../../test-support/helpers.ts';
import { firstRequestMs } from './connection-drain.ts';
import type { Logger } from './logger.ts';
import { gracefulShutdown, keepAliveTimeoutMs, shutdownGraceMs } from './shutdown.ts';

const quietLogger = { info() {}, warn() {}, error() {} } as unknown as Logger;

/** A real HTTP server with the graceful shutdown, its `exit` recorded instead of ending the process. */
async function serverWithShutdown() {
  const http = createServer({ keepAliveTimeout: keepAliveTimeoutMs }, (req, res) => {
    req.resume();
    req.on('end', () => res.end('ok'));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  onCleanup(() => http.closeAllConnections());
  const { port } = http.address() as { port: number };
  let exited: (code: number) => void = () => {};
  const exit = new Promise<number>((resolve) => (exited = resolve));
  const shutdown = gracefulShutdown({
    http,
    app: { endStreams() {}, flushWrites: async () => {}, stopBackground: async () => {}, close() {} },
    db: { pragma() {}, close() {} } as never,
    logger: quietLogger,
    exit: (code) => exited(code),
  });
  return { http, port, exit, sigterm: () => shutdown('SIGTERM') };
}

/** One POST on a connection of its own: the status of a whole answer, else the error code. */
function post(port: number): Promise<string> {
  return new Promise((resolve) => {
    const req = request({ port, host: '127.0.0.1', method: 'POST', agent: false, headers: { 'Content-Length': 2 } });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.complete ? `answered ${res.statusCode}` : 'cut'));
      res.on('error', (error) => resolve(`cut: ${error.message}`));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    req.end('hi');
  });
}

/** Everything a raw socket receives until the server closes it, or the error that ended it. */
function received(socket: Socket): Promise<string> {
  let text = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (text += chunk));
  return new Promise((resolve) => {
    socket.on('end', () => resolve(text));
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(`${text}[${error.code ?? error.message}]`));
  });
}

describe('SIGTERM and the connections arriving at that moment', () => {
  it('answers the connections the kernel had queued when the signal came, instead of resetting them', async () => {
    const { port, exit, sigterm } = await serverWithShutdown();
    const posts = Array.from({ length: 20 }, () => post(port));
    // The clients' connect(2) calls run on the next tick; the server's loop has not accepted any yet.
    await new Promise((resolve) => process.nextTick(resolve));
    sigterm();
    expect(await Promise.all(posts)).toEqual(Array.from({ length: 20 }, () => 'answered 200'));
    expect(await exit).toBe(0);
    expect(await post(port)).toBe('ECONNREFUSED');
  });

  it('answers a connection accepted just before the signal whose request comes after it, and closes it', async () => {
    const { http, port, exit, sigterm } = await serverWithShutdown();
    const socket = connect(port, '127.0.0.1');
    const text = received(socket);
    await once(http, 'connection');
    sigterm();
    await new Promise((resolve) => setTimeout(resolve, 100));
    socket.write('GET / HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n');
    expect(await text).toMatch(/^HTTP\/1\.1 200 OK\r\n[\s\S]*Connection: close\r\n[\s\S]*\r\n\r\nok$/);
    expect(await exit).toBe(0);
  });

  it('closes a connection that sends no request, so it holds the exit no longer than the first request may take', async () => {
    const { http, port, exit, sigterm } = await serverWithShutdown();
    const socket = connect(port, '127.0.0.1');
    const text = received(socket);
    await once(http, 'connection');
    const started = performance.now();
    sigterm();
    expect(await text).toBe('');
    expect(await exit).toBe(0);
    expect(performance.now() - started).toBeGreaterThanOrEqual(firstRequestMs - 50);
    expect(performance.now() - started).toBeLessThan(shutdownGraceMs - 1_500);
  });
});
