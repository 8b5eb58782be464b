import type { CountdownsPort, DataAdapters, SubmissionsPort } from '@zk/data';

type Ports = Required<Pick<DataAdapters, 'auth' | 'countdowns' | 'submissions'>> &
  Pick<DataAdapters, 'leads' | 'mail' | 'announcements' | 'activity'>;
/** What the banner reads of the countdowns: the active one and live changes. */
type CountdownFeed = Pick<CountdownsPort, 'active' | 'subscribe'>;

/**
 * Adapters whose code loads on first use, in its own chunk: no page pays for the HTTP, event-stream
 * or Supabase clients in its first load, and the countdown banner, which subscribes right after
 * hydration, is the first to fetch them. The banner's reads go through `loadFeed` and the forms through
 * `loadSubmissions` (on a first send), so a public page never loads the console's ports. Whether there is a lead
 * inbox, mail log, announcements and activity page (`hasLeads`) and whether the operator changes the password here (`ownPasswords`), both only with the
 * embedded server (with the second sign-in step and second factors), are known up front because the
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
  const embedded = async <K extends 'leads' | 'mail' | 'announcements' | 'activity'>(name: K): Promise<NonNullable<Ports[K]>> => {
    const port = (await ports())[name];
    if (!port) throw new Error(`${name} is not available with this backend`);
    return port;
  };
  const secondFactors = async () => {
    const port = (await ports()).auth.secondFactors;
    if (!port) throw new Error('Second factors are not available with this backend');
    return port;
  };
  const leads = () => embedded('leads');
  const mail = () => embedded('mail');
  const announcements = () => embedded('announcements');
  const activity = () => embedded('activity');
  return {
    auth: {
      getSession: async () => (await ports()).auth.getSession(),
      signIn: async (input) => (await ports()).auth.signIn(input),
      signOut: async () => (await ports()).auth.signOut(),
      ...(ownPasswords
        ? {
            changePassword: async (input) => {
              const auth = (await ports()).auth;
              if (!auth.changePassword) throw new Error('Password changes are not available with this backend');
              return auth.changePassword(input);
            },
            signInWithCode: async (input) => {
              const auth = (await ports()).auth;
              if (!auth.signInWithCode) throw new Error('A second sign-in step is not available with this backend');
              return auth.signInWithCode(input);
            },
            secondFactors: {
              status: async () => (await secondFactors()).status(),
              beginTotp: async (password) => (await secondFactors()).beginTotp(password),
              confirmTotp: async (code) => (await secondFactors()).confirmTotp(code),
              regenerateRecoveryCodes: async (password) => (await secondFactors()).regenerateRecoveryCodes(password),
              remove: async (password) => (await secondFactors()).remove(password),
            },
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
      list: async () => (await ports()).countdowns.list(),
      active: async () => (await feed()).active(),
      create: async (input) => (await ports()).countdowns.create(input),
      toggle: async (id) => (await ports()).countdowns.toggle(id),
      remove: async (id) => (await ports()).countdowns.remove(id),
      subscribe: (onEvent) => later(feed, (p) => p.subscribe(onEvent)),
    },
    submissions: {
      submitContact: async (input) => (await submissions()).submitContact(input),
      joinWaitlist: async (input) => (await submissions()).joinWaitlist(input),
    },
    ...(hasLeads
      ? {
          leads: {
            page: async (query) => (await leads()).page(query),
            get: async (kind, id) => (await leads()).get(kind, id),
            setStatus: async (kind, id, status) => (await leads()).setStatus(kind, id, status),
            remove: async (kind, id) => (await leads()).remove(kind, id),
            eraseEmail: async (email) => (await leads()).eraseEmail(email),
            exportCsv: async (query) => (await leads()).exportCsv(query),
            subscribe: (onEvent) => later(ports, (p) => p.leads?.subscribe(onEvent) ?? (() => {})),
          },
          mail: {
            list: async (query) => (await mail()).list(query),
            // The same-origin address the local adapter gives (`local-mail.ts`), known before it loads.
            previewUrl: (id) => `/api/mail/${encodeURIComponent(id)}/preview`,
            retry: async (id) => (await mail()).retry(id),
          },
          announcements: {
            list: async () => (await announcements()).list(),
            audience: async (service) => (await announcements()).audience(service),
            template: async (service) => (await announcements()).template(service),
            send: async (request) => (await announcements()).send(request),
            draft: async () => (await announcements()).draft(),
            saveDraft: async (draft) => (await announcements()).saveDraft(draft),
          },
          activity: {
            list: async (query) => (await activity()).list(query),
            revokeOtherSessions: async () => (await activity()).revokeOtherSessions(),
          },
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
