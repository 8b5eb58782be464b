/**
 * The site's own session history: the public pages need only the current location, client-side
 * navigation and the back button, so they carry no router library (the admin area bridges this to
 * React Router in its own chunk). Paths are always absolute (`/en/contact?x=1#top`).
 */
export interface SiteLocation {
  pathname: string;
  search: string;
  hash: string;
  /** What the navigation carried (the admin guard remembers the destination here). */
  state: unknown;
  /** New for every navigation, so an effect can tell two visits to the same URL apart. */
  key: string;
}

export type NavigationAction = 'POP' | 'PUSH' | 'REPLACE';

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface SiteHistory {
  readonly location: SiteLocation;
  /** How the current location was reached. */
  readonly action: NavigationAction;
  navigate(to: string, options?: NavigateOptions): void;
  go(delta: number): void;
  /** Called after every change of location; returns the unsubscribe function. */
  listen(listener: () => void): () => void;
}

interface StoredState {
  key: string;
  state: unknown;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

/** Splits an absolute path into its parts; relative input is read against `/`. */
export function parsePath(to: string): Pick<SiteLocation, 'pathname' | 'search' | 'hash'> {
  const url = new URL(to, 'http://site.invalid/');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

export function pathOf({ pathname, search, hash }: Pick<SiteLocation, 'pathname' | 'search' | 'hash'>): string {
  return `${pathname}${search}${hash}`;
}

/** Navigating to the URL already shown replaces the entry instead of stacking a duplicate. */
function resolveReplace(current: SiteLocation, to: string, options: NavigateOptions): boolean {
  return options.replace ?? pathOf(parsePath(to)) === pathOf(current);
}

function createListeners() {
  const listeners = new Set<() => void>();
  return {
    listen(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    notify: () => {
      for (const listener of listeners) listener();
    },
  };
}

/** The browser's history (`pushState` and `popstate`). */
export function createBrowserHistory(win: Window = window): SiteHistory {
  const { listen, notify } = createListeners();
  const read = (): SiteLocation => {
    const stored = win.history.state as Partial<StoredState> | null;
    return {
      pathname: win.location.pathname,
      search: win.location.search,
      hash: win.location.hash,
      state: stored?.state ?? null,
      key: typeof stored?.key === 'string' ? stored.key : 'default',
    };
  };
  let location = read();
  let action: NavigationAction = 'POP';
  win.addEventListener('popstate', () => {
    location = read();
    action = 'POP';
    notify();
  });
  return {
    get location() {
      return location;
    },
    get action() {
      return action;
    },
    navigate(to, options = {}) {
      const replace = resolveReplace(location, to, options);
      const stored: StoredState = { key: newKey(), state: options.state ?? null };
      if (replace) win.history.replaceState(stored, '', to);
      else win.history.pushState(stored, '', to);
      location = read();
      action = replace ? 'REPLACE' : 'PUSH';
      notify();
    },
    go: (delta) => win.history.go(delta),
    listen,
  };
}

/** An in-memory history, for prerendering (one fixed location) and for tests. */
export function createMemoryHistory(initial: string): SiteHistory & { readonly entries: readonly SiteLocation[] } {
  const { listen, notify } = createListeners();
  const entries: SiteLocation[] = [{ ...parsePath(initial), state: null, key: 'default' }];
  let index = 0;
  let action: NavigationAction = 'POP';
  return {
    get location() {
      return entries[index]!;
    },
    get action() {
      return action;
    },
    get entries() {
      return entries.slice(0, index + 1);
    },
    navigate(to, options = {}) {
      const replace = resolveReplace(entries[index]!, to, options);
      const next: SiteLocation = { ...parsePath(to), state: options.state ?? null, key: newKey() };
      if (replace) entries[index] = next;
      else entries.splice(++index, entries.length, next);
      action = replace ? 'REPLACE' : 'PUSH';
      notify();
    },
    go(delta) {
      const target = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (target === index) return;
      index = target;
      action = 'POP';
      notify();
    },
    listen,
  };
}
