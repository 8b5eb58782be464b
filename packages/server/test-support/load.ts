import { request } from 'node:http';
import { vi } from 'vitest';

/** What became of one form post, seen from the client. */
export type PostOutcome =
  /** A complete 201 answer with the stored submission's id. */
  | { kind: 'acknowledged'; id: string }
  /** A complete answer with another status. */
  | { kind: 'answered'; status: number }
  /** No connection, or the connection was closed before any byte of an answer (nothing was answered). */
  | { kind: 'refused'; code: string }
  /** The answer started but did not arrive whole: what a graceful shutdown must never do. */
  | { kind: 'cut'; status: number; detail: string };

/**
 * Posts one contact inquiry on a connection of its own (no keep-alive) and reports the outcome
 * precisely enough to tell a refused connection from an answer cut off midway.
 */
export function postContact(url: string, i: number): Promise<PostOutcome> {
  const body = JSON.stringify({ fullName: `Visitor ${i}`, email: `v${i}@example.com`, inquiry: `Inquiry number ${i}` });
  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: PostOutcome) => {
      if (!settled) resolve(outcome);
      settled = true;
    };
    const req = request(`${url}/api/submissions/contact`, {
      method: 'POST',
      agent: false,
      headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), Origin: url },
    });
    req.on('response', (res) => {
      const status = res.statusCode ?? 0;
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('aborted', () => settle({ kind: 'cut', status, detail: 'aborted' }));
      res.on('error', (error) => settle({ kind: 'cut', status, detail: error.message }));
      res.on('end', () => {
        if (!res.complete) return settle({ kind: 'cut', status, detail: 'incomplete' });
        if (status !== 201) return settle({ kind: 'answered', status });
        try {
          settle({ kind: 'acknowledged', id: (JSON.parse(text) as { id: string }).id });
        } catch {
          settle({ kind: 'cut', status, detail: `unreadable body: ${text}` });
        }
      });
    });
    req.on('error', (error: NodeJS.ErrnoException) => settle({ kind: 'refused', code: error.code ?? error.message }));
    req.end(body);
  });
}

/** Keeps `concurrency` posts in flight until `stop()`; resolves every outcome, in order of completion. */
export function contactLoad(url: string, concurrency: number) {
  const outcomes: PostOutcome[] = [];
  let next = 0;
  let running = true;
  const worker = async () => {
    while (running) outcomes.push(await postContact(url, next++));
  };
  const workers = Array.from({ length: concurrency }, worker);
  const acknowledged = () => outcomes.flatMap((outcome) => (outcome.kind === 'acknowledged' ? [outcome.id] : []));
  return {
    outcomes,
    acknowledged,
    /** Resolves once `count` posts are acknowledged; fails after `timeoutMs`, saying how far the load got. */
    async untilAcknowledged(count: number, timeoutMs = 60_000): Promise<void> {
      await vi.waitFor(
        () => {
          const done = acknowledged().length;
          if (done >= count) return;
          const other = outcomes.filter((outcome) => outcome.kind !== 'acknowledged').slice(0, 3);
          throw new Error(
            `${done} of ${count} posts acknowledged after ${timeoutMs} ms; ${outcomes.length - done} not: ${JSON.stringify(other)}`,
          );
        },
        { timeout: timeoutMs, interval: 10 },
      );
    },
    async stop(): Promise<PostOutcome[]> {
      running = false;
      await Promise.all(workers);
      return outcomes;
    },
  };
}
