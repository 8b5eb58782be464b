import { createLocalAdapters, type AuthPort, type CountdownsPort, type DataAdapters } from '@zk/data';

declare const __SITE_CONFIG__: { supabase?: { url: string; anonKey: string } | null };

type HostedPorts = { auth: AuthPort; countdowns: CountdownsPort };

/**
 * The hosted ports, loaded on first use: supabase-js lands in its own chunk, so the embedded build
 * ships none of it and a hosted page fetches it only when it reads or subscribes.
 */
function lazyHosted(load: () => Promise<HostedPorts>): HostedPorts {
  let loaded: Promise<HostedPorts> | undefined;
  const ports = () => (loaded ??= load());
  const later = (subscribe: (p: HostedPorts) => () => void, onLoadError?: () => void) => {
    let stopped = false;
    let unsubscribe: (() => void) | undefined;
    ports().then(
      (p) => {
        if (!stopped) unsubscribe = subscribe(p);
      },
      (error: unknown) => {
        console.error('Loading the Supabase adapter failed', error);
        if (!stopped) onLoadError?.();
      },
    );
    return () => {
      stopped = true;
      unsubscribe?.();
    };
  };
  return {
    auth: {
      getSession: async () => (await ports()).auth.getSession(),
      signIn: async (input) => (await ports()).auth.signIn(input),
      signOut: async () => (await ports()).auth.signOut(),
      onAuthStateChange: (callback) => later((p) => p.auth.onAuthStateChange(callback), () => callback('INITIAL_SESSION', null)),
    },
    countdowns: {
      list: async () => (await ports()).countdowns.list(),
      active: async () => (await ports()).countdowns.active(),
      create: async (input) => (await ports()).countdowns.create(input),
      toggle: async (id) => (await ports()).countdowns.toggle(id),
      remove: async (id) => (await ports()).countdowns.remove(id),
      subscribe: (onEvent) => later((p) => p.countdowns.subscribe(onEvent)),
    },
  };
}

/**
 * The adapters the site's data hooks use: the project's own server (embedded default), or with
 * `DATA_BACKEND=supabase` at build time Supabase for auth and countdowns while forms still go to the
 * project server, which stores them and forwards them to Airtable (the key never reaches the browser).
 */
export function createDataAdapters(): DataAdapters {
  const local = createLocalAdapters();
  const supabase = __SITE_CONFIG__.supabase;
  if (!supabase) return local;
  const hosted = lazyHosted(() => import('@zk/data/supabase').then(({ createSupabaseAdapters }) => createSupabaseAdapters(supabase)));
  return { ...hosted, submissions: local.submissions };
}
