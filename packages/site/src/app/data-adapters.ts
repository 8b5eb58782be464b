import type { CountdownsPort, DataAdapters } from '@zk/data';

/** The ports the console uses, as an adapter module creates them. */
export type ConsolePorts = Required<Pick<DataAdapters, 'auth' | 'countdowns' | 'submissions'>> &
  Pick<DataAdapters, 'leads' | 'mail' | 'announcements' | 'activity'>;
/** What the banner reads of the countdowns: the active one and live changes. */
type CountdownFeed = Pick<CountdownsPort, 'active' | 'subscribe'>;

const supabase = __SITE_CONFIG__.supabase;
const localSubmissions = () => import('@zk/data/local/submissions').then(({ createPublicSubmissions }) => createPublicSubmissions());
let supabasePorts: Promise<ConsolePorts> | undefined;

/**
 * The console's ports, in a chunk of their own: the project server's (embedded default), or with
 * `DATA_BACKEND=supabase` at build time Supabase for auth and countdowns while forms still go to the
 * project server, which stores them and forwards them to Airtable (the key never reaches the browser).
 * One Supabase client serves both the console and the banner. Only the admin area's adapters
 * (`admin/console-adapters.ts`) call this.
 */
export const loadConsolePorts = (): Promise<ConsolePorts> =>
  supabase
    ? (supabasePorts ??= Promise.all([import('@zk/data/supabase'), localSubmissions()]).then(
        ([{ createSupabaseAdapters }, submissions]) => ({
          ...createSupabaseAdapters(supabase),
          submissions,
        }),
      ))
    : import('@zk/data/local').then(({ createLocalAdapters }) => createLocalAdapters());

/**
 * Subscribes through a port that loads first; the returned unsubscribe works before and after it has.
 * `onLoadError` runs when the port's code fails to load.
 */
export function subscribeLater<P>(from: () => Promise<P>, subscribe: (port: P) => () => void, onLoadError?: () => void): () => void {
  let stopped = false;
  let unsubscribe: (() => void) | undefined;
  from().then(
    (port) => {
      if (!stopped) unsubscribe = subscribe(port);
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
}

const consoleOnly = async (): Promise<never> => {
  throw new Error('The console’s ports load with the admin area');
};

/**
 * The adapters of the site's pages, each port's code loaded on first use in its own chunk: no page pays
 * for the HTTP, event-stream or Supabase clients in its first load. The countdown banner, which
 * subscribes right after hydration, is the first to fetch its feed; the forms load their port on a
 * first send. The console's ports are not here: the admin area adds them (`admin/console-adapters.ts`),
 * so neither their code nor their wrappers reach a public page.
 */
export function createDataAdapters(): DataAdapters {
  const adapters = publicAdapters();
  withoutConsole.add(adapters);
  return adapters;
}

/** The site's own adapters, which leave the console's ports to the admin area. */
const withoutConsole = new WeakSet<DataAdapters>();

/**
 * Whether `adapters` are the site's own (`createDataAdapters`), which the admin area completes with the
 * console's ports; adapters given by a story or a test are complete and used as they are.
 */
export const lacksConsolePorts = (adapters: DataAdapters): boolean => withoutConsole.has(adapters);

function publicAdapters(): DataAdapters {
  let loadedFeed: Promise<CountdownFeed> | undefined;
  let loadedSubmissions: ReturnType<typeof localSubmissions> | undefined;
  const feed = () =>
    (loadedFeed ??= supabase
      ? loadConsolePorts().then((ports) => ports.countdowns)
      : import('@zk/data/local/public').then(({ createCountdownFeed }) => createCountdownFeed()));
  const submissions = () => (loadedSubmissions ??= localSubmissions());
  return {
    auth: { getSession: consoleOnly, signIn: consoleOnly, signOut: consoleOnly, onAuthStateChange: () => () => {} },
    countdowns: {
      list: consoleOnly,
      create: consoleOnly,
      toggle: consoleOnly,
      remove: consoleOnly,
      active: async () => (await feed()).active(),
      subscribe: (onEvent) => subscribeLater(feed, (port) => port.subscribe(onEvent)),
    },
    submissions: {
      submitContact: async (input) => (await submissions()).submitContact(input),
      joinWaitlist: async (input) => (await submissions()).joinWaitlist(input),
    },
  };
}
