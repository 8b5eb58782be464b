import type { AuthEvent, AuthSession } from '../src/domain/auth.ts';
import type { Countdown } from '../src/domain/countdown.ts';
import { DataError } from '../src/domain/errors.ts';
import type { CountdownFeedEvent, DataAdapters } from '../src/ports.ts';

/** In-memory adapters for stories and tests; `emit` pushes live countdown events. */
export function fixtureAdapters(options: { countdowns?: Countdown[]; session?: AuthSession | null; password?: string } = {}) {
  let session = options.session ?? null;
  let rows = [...(options.countdowns ?? [])];
  const authListeners = new Set<(event: AuthEvent, session: AuthSession | null) => void>();
  const feed = new Set<(event: CountdownFeedEvent) => void>();
  const submitted: Array<{ kind: 'contact' | 'waitlist'; input: unknown }> = [];
  let failNextSubmit: DataError | undefined;
  let nextId = 1;

  const adapters: DataAdapters = {
    auth: {
      getSession: async () => session,
      async signIn({ email, password }) {
        if (password !== (options.password ?? 'secret')) throw new DataError('invalid_credentials', 'Invalid email or password', 401);
        const now = Date.now();
        session = { user: { id: 'op', email }, lastLoginTime: now, expiresAt: now + 300_000 };
        for (const l of authListeners) l('SIGNED_IN', session);
        return session;
      },
      async signOut() {
        session = null;
        for (const l of authListeners) l('SIGNED_OUT', null);
      },
      onAuthStateChange(callback) {
        authListeners.add(callback);
        queueMicrotask(() => callback('INITIAL_SESSION', session));
        return () => authListeners.delete(callback);
      },
    },
    countdowns: {
      list: async () => [...rows],
      active: async () => rows.filter((c) => c.is_active).sort((a, b) => a.target_date.localeCompare(b.target_date))[0] ?? null,
      async create({ title, target_date }) {
        if (!title || !target_date) throw new DataError('missing_fields', 'Please fill in all fields', 422);
        const countdown = { id: `c${nextId++}`, title, target_date, is_active: true };
        rows.push(countdown);
        return countdown;
      },
      async toggle(id) {
        const row = rows.find((c) => c.id === id);
        if (!row) throw new DataError('not_found', 'Countdown not found', 404);
        row.is_active = !row.is_active;
        return { ...row };
      },
      async remove(id) {
        rows = rows.filter((c) => c.id !== id);
      },
      subscribe(onEvent) {
        feed.add(onEvent);
        return () => feed.delete(onEvent);
      },
    },
    submissions: {
      async submitContact(input) {
        if (failNextSubmit) throw failNextSubmit;
        submitted.push({ kind: 'contact', input });
      },
      async joinWaitlist(input) {
        if (failNextSubmit) throw failNextSubmit;
        submitted.push({ kind: 'waitlist', input });
      },
    },
  };

  return {
    adapters,
    submitted,
    /** Changes the stored session without an event (as the server does when a second factor is set up). */
    setSessionQuietly(next: AuthSession | null) {
      session = next;
    },
    /** Replaces the stored rows (as another operator would) and emits an event. */
    emit(event: CountdownFeedEvent, nextRows?: Countdown[]) {
      if (nextRows) rows = nextRows;
      for (const l of feed) l(event);
    },
    failSubmissionsWith(error: DataError | undefined) {
      failNextSubmit = error;
    },
    subscriberCount: () => feed.size,
  };
}
