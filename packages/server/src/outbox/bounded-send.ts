import type { Destination, ItemOutcome, OutboxItem } from './outbox-types.ts';

/** A request in flight, with the means to stop waiting for it. */
export interface BoundedSend {
  /** One outcome per item: the destination's, or a retry when it did not answer in time or was abandoned. */
  outcomes: Promise<ItemOutcome[]>;
  /** Stops waiting now (a shutdown's deadline): its items go again at the next start. */
  abandon(): void;
}

/**
 * Calls `destination.send` and waits for it at most `timeoutMs`, racing it against a timer so that a
 * destination that ignores its `AbortSignal` (or a body that never ends) delays nothing else longer than
 * that. A request given up on may still have reached the receiver: `unknownOutcome`.
 */
export function boundedSend(destination: Destination, items: readonly OutboxItem[]): BoundedSend {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let abandon = () => {};
  const givenUp = new Promise<'timeout' | 'stopping'>((resolve) => {
    timer = setTimeout(() => {
      controller.abort(new Error(`timed out after ${destination.timeoutMs} ms`));
      resolve('timeout');
    }, destination.timeoutMs);
    abandon = () => {
      controller.abort(new Error('the server is stopping'));
      resolve('stopping');
    };
  });
  const sending = (async () => destination.send(items, controller.signal))();
  sending.catch(() => {}); // given up on: its later rejection is nobody's business
  const each = (outcome: ItemOutcome) => items.map(() => outcome);

  const outcomes = (async (): Promise<ItemOutcome[]> => {
    try {
      const result = await Promise.race([sending, givenUp]);
      if (result === 'stopping') {
        return each({
          status: 'retry',
          error: 'The server stopped before the answer came; sent again at the next start.',
          retryAfterMs: 0,
          unknownOutcome: true,
        });
      }
      if (result === 'timeout') {
        return each({
          status: 'retry',
          error: `No answer from ${destination.name} within ${destination.timeoutMs / 1000} s; sent again later.`,
          unknownOutcome: true,
        });
      }
      return items.map((_, index) => result[index] ?? { status: 'retry', error: `${destination.name} gave no outcome for this item.` });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return each({ status: 'retry', error: `Sending to ${destination.name} failed: ${message}`, unknownOutcome: true });
    } finally {
      clearTimeout(timer);
    }
  })();
  return { outcomes, abandon: () => abandon() };
}
