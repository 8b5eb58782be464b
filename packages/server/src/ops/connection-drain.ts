import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/**
 * How long a connection accepted during a shutdown may take to send its request before it is closed
 * (a preconnect that never sends one must not hold the exit).
 */
export const firstRequestMs = 1_000;
/**
 * How long a shutdown keeps accepting what the kernel queued before the listening socket closes anyway: long
 * enough for a loaded machine's clients, whose answers went out before the shutdown, to make their next
 * connection (each is then held, so it makes no other).
 */
export const acceptDrainMs = 2_000;
/** Event-loop turns in a row that must accept nothing before the listening socket closes. */
export const quietTurns = 3;

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * The connections of an HTTP server as a shutdown needs to see them. Closing a listening socket makes the
 * kernel reset every connection still in its accept queue, and Node's `closeIdleConnections()` counts a
 * connection accepted a moment ago as idle (its request not read yet), which destroyed with those bytes
 * unread is reset as well; this avoids both.
 */
export interface ConnectionDrain {
  /** Closes the idle connections: answered ones, and those that sent no request for {@link firstRequestMs}. */
  closeIdle(): void;
  /**
   * Accepts what the kernel has queued until {@link quietTurns} event-loop turns in a row accept nothing new
   * (at most `limitMs`), then calls `close` (closing the listening socket). Requests arriving meanwhile are answered only
   * after that: under load each answer brings its client's next connection, which must find the port
   * closed (refused), not the queue about to be reset.
   */
  stopAccepting(close: () => void, limitMs?: number): void;
}

export function connectionDrain(http: Server, now = () => performance.now()): ConnectionDrain {
  const open = new Map<Socket, { acceptedAt: number; answered: boolean; busy: number }>();
  let accepted = 0;
  http.on('connection', (socket: Socket) => {
    accepted++;
    open.set(socket, { acceptedAt: now(), answered: false, busy: 0 });
    socket.once('close', () => open.delete(socket));
  });
  const track: RequestListener = (request, response) => {
    const state = open.get(request.socket);
    if (!state) return;
    state.busy++;
    response.once('close', () => {
      state.busy--;
      state.answered = true;
    });
  };
  http.on('request', track);

  function holdRequests(): () => void {
    const listeners = http.listeners('request') as RequestListener[];
    const held: Array<[IncomingMessage, ServerResponse]> = [];
    http.removeAllListeners('request');
    http.on('request', (request: IncomingMessage, response: ServerResponse) => {
      track(request, response);
      held.push([request, response]);
    });
    return () => {
      http.removeAllListeners('request');
      for (const listener of listeners) http.on('request', listener);
      for (const [request, response] of held) {
        for (const listener of listeners) if (listener !== track) listener.call(http, request, response);
      }
    };
  }

  return {
    closeIdle() {
      const at = now();
      for (const [socket, state] of open) {
        if (state.busy === 0 && (state.answered || at - state.acceptedAt >= firstRequestMs)) socket.destroy();
      }
    },
    stopAccepting(close, limitMs = acceptDrainMs) {
      const release = holdRequests();
      const until = now() + limitMs;
      const check = (seen: number, quiet: number) => {
        const calm = accepted === seen ? quiet + 1 : 0;
        if (calm < quietTurns && now() < until) return void setImmediate(check, accepted, calm);
        close();
        release();
      };
      setImmediate(check, accepted, 0);
    },
  };
}
