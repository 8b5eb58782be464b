import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';

export interface ScryptParams {
  /** CPU/memory cost, a power of two. */
  N: number;
  r: number;
  p: number;
}

/** OWASP Password Storage Cheat Sheet: scrypt N=2^17, r=8, p=1 (128 MiB per hash). */
export const owaspScryptParams: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };

const keyLength = 32;
const saltLength = 16;

function derive(password: string, salt: Buffer, { N, r, p }: ScryptParams): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, { N, r, p, maxmem: 256 * N * r + 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Hashes a password as `scrypt$N$r$p$salt$key` (base64url), parameters stored with the hash. */
export async function hashPassword(password: string, params: ScryptParams = owaspScryptParams): Promise<string> {
  const salt = randomBytes(saltLength);
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Checks a password against a stored hash in constant time; false for a malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, N, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !N || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(N), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A random password for a seeded account: 24 characters from a 62-letter alphabet (~143 bits). */
export function randomPassword(length = 24): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  let password = '';
  while (password.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 256 - (256 % alphabet.length) && password.length < length) password += alphabet[byte % alphabet.length];
    }
  }
  return password;
}

export interface HashLimits {
  /** Hashes computed at once: each takes a libuv thread (of 4, shared with file reads) and 128 MiB. */
  concurrency: number;
  /** Hashes that may wait for a free place; beyond, {@link HashBusyError}. */
  queue: number;
  /** Hashes of trusted devices that may wait, ahead of the others (default 4); beyond, {@link HashBusyError}. */
  priorityQueue?: number;
}

/** Half the cores (at least one) hash at once, eight wait: a sign-in flood leaves threads and cores to pages and forms. */
export const defaultHashLimits: HashLimits = {
  concurrency: Math.max(1, Math.floor(availableParallelism() / 2)),
  queue: 8,
  priorityQueue: 4,
};

/** Every place to hash and to wait is taken: answer 503 and ask the client to come back after `retryAfterSeconds`. */
export class HashBusyError extends Error {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number) {
    super('Too many password checks at once');
    this.name = 'HashBusyError';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export interface HashGate {
  /**
   * Runs `work` (a hash or a check) once a place is free, in arrival order, `priority` work (a trusted
   * device's) before the rest; throws {@link HashBusyError} when its queue is full.
   */
  run<T>(work: () => Promise<T>, options?: { priority?: boolean }): Promise<T>;
}

/**
 * Bounds the password hashes in progress (OWASP: scrypt is memory- and thread-hungry by design, so an
 * unbounded number of anonymous sign-ins would take every libuv thread, which static file reads need too,
 * and gigabytes of memory). `Retry-After` is estimated from the recent hash time. Trusted devices have
 * one place more than `concurrency`, kept for them, and a queue of their own that goes first, so a flood
 * of anonymous sign-ins does not hold them back.
 */
export function hashGate(limits: HashLimits = defaultHashLimits): HashGate {
  let running = 0;
  const waiting: Array<() => void> = [];
  const waitingFirst: Array<() => void> = [];
  const places = (priority: boolean) => limits.concurrency + (priority ? 1 : 0);
  let averageMs = 250;

  // A freed place passes straight to the next in line, so a newcomer cannot overtake it.
  function next() {
    for (const [queue, priority] of [
      [waitingFirst, true],
      [waiting, false],
    ] as const) {
      while (queue.length > 0 && running < places(priority)) {
        running++;
        queue.shift()!();
      }
    }
  }

  return {
    async run(work, { priority = false } = {}) {
      const queue = priority ? waitingFirst : waiting;
      const limit = priority ? (limits.priorityQueue ?? 4) : limits.queue;
      if (running < places(priority) && queue.length === 0) running++;
      else if (queue.length >= limit) {
        const ahead = waitingFirst.length + (priority ? 0 : waiting.length);
        throw new HashBusyError(Math.max(1, Math.ceil(((ahead + 1) * averageMs) / limits.concurrency / 1000)));
      } else await new Promise<void>((resolve) => queue.push(resolve));
      const started = performance.now();
      try {
        return await work();
      } finally {
        averageMs = 0.8 * averageMs + 0.2 * (performance.now() - started);
        running--;
        next();
      }
    },
  };
}
