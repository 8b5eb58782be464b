import type { CountdownsPort, DataAdapters, SubmissionsPort } from '@zk/data';

type Ports = Required<Pick<DataAdapters, 'auth' | 'countdowns' | 'submissions'>> &
  Pick<DataAdapters, 'leads' | 'mail' | 'announcements' | 'activity'>;
/** What the banner reads of the countdowns: the active one and live changes. */
type CountdownFeed = Pick<CountdownsPort, 'active' | 'subscribe'>;

/**
 * Methods `names` of a port that load it first (in its own chunk), then call the loaded port's method of the same
 * name: one small function per method in the entry chunk, whatever the port's code.
 */
const forward =
  <T>(port: () => Promise<T>) =>
  <K extends keyof T>(names: readonly K[]): Required<Pick<T, K>> =>
    Object.fromEntries(
      names.map((name) => [
        name,
        async (...args: unknown[]) => {
          const loaded = await port();
          const method = loaded[name] as ((...args: unknown[]) => Promise<unknown>) | undefined;
          if (!method) throw new Error(`${String(name)} is not available with this backend`);
          return method.apply(loaded, args);
        },
      ]),
    ) as Required<Pick<T, K>>;

/**
 * Adapters whose code loads on first use, in its own chunk: no page pays for the HTTP, event-stream
 * or Supabase clients in its first load, and the countdown banner, which subscribes right after
 * hydration, is the first to fetch them. The banner's reads go through `loadFeed` and the forms through
 * `loadSubmissions` (on a first send), so a public page never loads the console's ports. Whether there is a lead
 * inbox, mail log, announcements and activity page (`hasLeads`) and whether the operator changes the password here (`ownPasswords`), both only with the
 * embedded server (with passkeys), are known up front because the
 * console shows those parts only then.
 */
function lazyAdapters(
  load: () => Promise<Ports>,
  loadFeed: () => Promise<CountdownFeed>,
  loadSubmissions: () => Promise<SubmissionsPort>,
  hasLeads: boolean,
  ownPasswords: boolean,
): DataAdapters {
  let loaded: Promise<Ports> | undefined;
  let loadedFeed: Promise<CountdownFeed> | undefined;
  let loadedSubmissions: Promise<SubmissionsPort> | undefined;
  const ports = () => (loaded ??= load());
  const feed = () => (loadedFeed ??= loadFeed());
  const submissions = () => (loadedSubmissions ??= loadSubmissions());
  const later = <P>(from: () => Promise<P>, subscribe: (p: P) => () => void, onLoadError?: () => void) => {
    let stopped = false;
    let unsubscribe: (() => void) | undefined;
    from().then(
      (p) => {
        if (!stopped) unsubscribe = subscribe(p);
      },
      (error: unknown) => {
        console.error('Loading the data adapters failed', error);
        if (!stopped) onLoadError?.();
      },
    );
    return () => {
      stopped = true;
      unsubscribe?.();
    };
  };
  /** The loaded port `pick` names, or a rejection saying this backend has none. */
  const portOf =
    <T>(name: string, pick: (p: Ports) => T | undefined) =>
    async (): Promise<T> => {
      const port = pick(await ports());
      if (!port) throw new Error(`${name} is not available with this backend`);
      return port;
    };
  const ownAuth = portOf('The own sign-in', (p) => p.auth);
  return {
    auth: {
      // Both backends have the code step and TOTP in Settings (Supabase Auth MFA in hosted mode).
      ...forward(ownAuth)(['getSession', 'signIn', 'signOut', 'signInWithCode']),
      secondFactors: forward(portOf('Second factors', (p) => p.auth.secondFactors))([
        'status',
        'beginTotp',
        'confirmTotp',
        'regenerateRecoveryCodes',
        'remove',
      ]),
      ...(ownPasswords
        ? {
            ...forward(ownAuth)(['changePassword', 'signInWithPasskey', 'passkeySupport']),
            cancelPasskey: () => void ownAuth().then((auth) => auth.cancelPasskey?.()),
            passkeys: forward(portOf('Passkeys', (p) => p.auth.passkeys))(['list', 'add', 'remove']),
          }
        : {}),
      onAuthStateChange: (callback) =>
        later(
          ports,
          (p) => p.auth.onAuthStateChange(callback),
          () => callback('INITIAL_SESSION', null),
        ),
    },
    countdowns: {
      ...forward(portOf('Countdowns', (p) => p.countdowns))(['list', 'create', 'toggle', 'remove']),
      ...forward(feed)(['active']),
      subscribe: (onEvent) => later(feed, (p) => p.subscribe(onEvent)),
    },
    submissions: forward(submissions)(['submitContact', 'joinWaitlist']),
    ...(hasLeads
      ? {
          leads: {
            ...forward(portOf('The lead inbox', (p) => p.leads))(['page', 'get', 'setStatus', 'remove', 'eraseEmail', 'exportCsv']),
            subscribe: (onEvent) => later(ports, (p) => p.leads?.subscribe(onEvent) ?? (() => {})),
          },
          mail: {
            ...forward(portOf('The mail log', (p) => p.mail))(['list', 'retry']),
            // The same-origin address the local adapter gives (`local-mail.ts`), known before it loads.
            previewUrl: (id) => `/api/mail/${encodeURIComponent(id)}/preview`,
          },
          announcements: forward(portOf('Announcements', (p) => p.announcements))([
            'list',
            'audience',
            'template',
            'send',
            'draft',
            'saveDraft',
          ]),
          activity: forward(portOf('The activity page', (p) => p.activity))(['list', 'revokeOtherSessions']),
        }
      : {}),
  };
}

/**
 * The adapters the site's data hooks use: the project's own server (embedded default), or with
 * `DATA_BACKEND=supabase` at build time Supabase for auth and countdowns while forms still go to the
 * project server, which stores them and forwards them to Airtable (the key never reaches the browser).
 */
export function createDataAdapters(): DataAdapters {
  const supabase = __SITE_CONFIG__.supabase;
  const local = () => import('@zk/data/local').then(({ createLocalAdapters }) => createLocalAdapters());
  const localSubmissions = () => import('@zk/data/local/submissions').then(({ createPublicSubmissions }) => createPublicSubmissions());
  if (!supabase) {
    const localFeed = () => import('@zk/data/local/public').then(({ createCountdownFeed }) => createCountdownFeed());
    return lazyAdapters(local, localFeed, localSubmissions, true, true);
  }
  // One Supabase client for both: the banner's countdown and the console's come from Supabase.
  let loaded: Promise<Ports> | undefined;
  const withSupabase = () =>
    (loaded ??= Promise.all([import('@zk/data/supabase'), localSubmissions()]).then(([{ createSupabaseAdapters }, submissions]) => ({
      ...createSupabaseAdapters(supabase),
      submissions,
    })));
  return lazyAdapters(withSupabase, async () => (await withSupabase()).countdowns, localSubmissions, false, false);
}
