import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  raw: string;
  parsed: ParsedMail;
  /** The SMTP envelope's recipients (RCPT TO). */
  envelope: string[];
  messageId: string;
}

export interface TestSmtp {
  url: string;
  port: number;
  /** Every message accepted, in order, repeats included (tests count them). */
  received: ReceivedMail[];
  /** Messages offered (DATA received), accepted or not. */
  attempts: number;
  /** The user names clients authenticated with (any password is taken, in clear: the catcher has no TLS). */
  authenticated: string[];
  /** SMTP connections opened to this server. */
  connections: number;
  /** Messages to this recipient are read and never answered, as by a server that hangs. */
  hangFor: string | null;
  /** Answers the next messages with this SMTP reply code (`451` defers, `550` refuses); null accepts. */
  refuseWith: number | null;
  /** Resolves once `count` messages have arrived. */
  waitFor(count: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/**
 * A real SMTP server in this process (`smtp-server`, no STARTTLS, authentication optional), reading every
 * message with `mailparser`, for tests of what really goes over the wire (unit tests: `test-smtp.ts`;
 * the end-to-end specs use it directly).
 */
export async function startSmtpCatcher(port = 0): Promise<TestSmtp> {
  /** Each returns true once satisfied, and is then dropped. */
  let waiters: Array<() => boolean> = [];
  const state: TestSmtp = {
    url: '',
    port: 0,
    received: [],
    attempts: 0,
    authenticated: [],
    connections: 0,
    hangFor: null,
    refuseWith: null,
    waitFor: (count) =>
      new Promise((resolve) => {
        const check = () => {
          if (state.received.length < count) return false;
          resolve(state.received);
          return true;
        };
        if (!check()) waiters.push(check);
      }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      state.authenticated.push(auth.username ?? '');
      callback(null, { user: auth.username });
    },
    logger: false,
    // A close is an outage: connections a pool keeps open are dropped at once, not after 30 s.
    closeTimeout: 10,
    onConnect(_session, callback) {
      state.connections++;
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        state.attempts++;
        if (session.envelope.rcptTo.some((recipient) => recipient.address === state.hangFor)) return;
        if (state.refuseWith !== null) {
          const error = Object.assign(new Error(state.refuseWith >= 500 ? 'Mailbox unavailable' : 'Try again later'), {
            responseCode: state.refuseWith,
          });
          return callback(error);
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        void simpleParser(raw).then((parsed) => {
          state.received.push({ raw, parsed, envelope: session.envelope.rcptTo.map((r) => r.address), messageId: parsed.messageId ?? '' });
          waiters = waiters.filter((waiter) => !waiter());
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  // A client killed mid-session (the restart tests SIGKILL the sender) resets its connection; smtp-server reports
  // that as an 'error' of the server, which a real mail server survives: so does this one, without an uncaught error.
  server.on('error', () => {});
  const address = server.server.address();
  state.port = typeof address === 'object' && address ? address.port : port;
  state.url = `smtp://127.0.0.1:${state.port}`;
  return state;
}
