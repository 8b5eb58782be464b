import { describe, expect, it } from 'vitest';

// The build's HTML helpers are plain JavaScript; the specifier is widened so TypeScript does not resolve it.
const { bootScript } = (await import('./html.mjs' as string)) as { bootScript: string };

interface Harness {
  appended: string[];
  /** Attributes the script set on the root element. */
  rootAttributes: Map<string, string>;
  paint(name: string): void;
  /** Runs the tasks due by `upTo` ms that are queued now (later ones are dropped). */
  step(upTo?: number): void;
  /** Runs the tasks due by `upTo` ms, and the tasks they queue, until none is left. */
  runTimers(upTo?: number): void;
  /** Tasks queued (timers and channel messages). */
  tasks(): number;
  frame(): void;
  show(): void;
  parsed(): void;
  /** A click on an element: `closest` answers for the selector the script asks about. */
  click(target: { closest(selector: string): unknown }): void;
}

/**
 * Runs the boot script against a fake page; `paintTiming` says whether the browser has paint entries,
 * `clientRendered` whether the boot element carries `data-client-rendered`.
 */
function boot({
  paintTiming = true,
  hidden = false,
  clientRendered = false,
  preload = '/assets/a.js /assets/b.js',
  hash = '',
} = {}): Harness {
  const appended: string[] = [];
  const timers: { at: number; run: () => void }[] = [];
  const frames: (() => void)[] = [];
  const listeners = new Map<string, (event?: unknown) => void>();
  let observer: ((list: { getEntriesByName(name: string): unknown[] }) => void) | undefined;
  const element = (tag: string) => ({ tag, rel: '', href: '', type: '', src: '' });
  const rootAttributes = new Map<string, string>();
  const document = {
    hidden,
    documentElement: { setAttribute: (name: string, value: string) => rootAttributes.set(name, value) },
    currentScript: { dataset: { entry: '/assets/index.js', preload, ...(clientRendered ? { clientRendered: '' } : {}) } },
    createElement: element,
    head: {
      append: (node: ReturnType<typeof element>) =>
        appended.push(node.tag === 'link' ? `${node.rel} ${node.href}` : `${node.type} ${node.src}`),
    },
    addEventListener: (type: string, listener: (event?: unknown) => void) => listeners.set(type, listener),
  };
  class FakeObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'navigation'] : ['navigation'];
    constructor(callback: typeof observer) {
      observer = callback;
    }
    observe() {}
    disconnect() {
      observer = undefined;
    }
  }
  const setTimeout = (run: () => void, at = 0) => timers.push({ at, run });
  // A message posted on the channel is a task of its own, delivered with the timers due at once.
  class FakeMessageChannel {
    port1: { onmessage: (() => void) | null } = { onmessage: null };
    port2 = { postMessage: () => setTimeout(() => this.port1.onmessage?.()) };
  }
  const run = new Function(
    'document',
    'window',
    'location',
    'PerformanceObserver',
    'setTimeout',
    'requestAnimationFrame',
    'MessageChannel',
    bootScript,
  );
  run(
    document,
    { PerformanceObserver: FakeObserver },
    { hash },
    FakeObserver,
    setTimeout,
    (callback: () => void) => frames.push(callback),
    FakeMessageChannel,
  );
  return {
    appended,
    rootAttributes,
    paint: (name) => observer?.({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }),
    step(upTo = 0) {
      for (const timer of timers.splice(0).filter((t) => t.at <= upTo)) timer.run();
    },
    runTimers(upTo = 0) {
      do this.step(upTo);
      while (timers.length > 0);
    },
    tasks: () => timers.length,
    frame: () => frames.splice(0).forEach((callback) => callback()),
    show: () => listeners.get('visibilitychange')?.(),
    parsed: () => listeners.get('DOMContentLoaded')?.(),
    click: (target) => listeners.get('click')?.({ target }),
  };
}

const started = ['modulepreload /assets/a.js', 'modulepreload /assets/b.js', 'module /assets/index.js'];

describe('the boot script', () => {
  it('turns on the deferred rendering of the sections below the first screen at once, before anything starts', () => {
    const page = boot();
    expect(page.rootAttributes).toEqual(new Map([['data-deferred-rendering', '']]));
    expect(page.appended).toEqual([]);
  });

  it('renders every section of a page opened at an anchor, and before a link to an anchor is followed', () => {
    expect(boot({ hash: '#pricing' }).rootAttributes.get('data-render-all')).toBe('');
    const page = boot();
    page.click({ closest: () => null });
    expect(page.rootAttributes.has('data-render-all')).toBe(false);
    page.click({ closest: (selector) => (selector === 'a[href*="#"]' ? {} : null) });
    expect(page.rootAttributes.get('data-render-all')).toBe('');
  });

  it('starts the preloads and the entry only after the first contentful paint', () => {
    const page = boot();
    page.runTimers();
    page.paint('first-paint');
    page.runTimers();
    expect(page.appended).toEqual([]);
    page.paint('first-contentful-paint');
    expect(page.appended).toEqual([]);
    page.runTimers();
    expect(page.appended).toEqual(started);
  });

  it('starts after 3 s when nothing contentful is painted, and only once', () => {
    const page = boot();
    page.runTimers(3000);
    expect(page.appended).toEqual(started);
    page.paint('first-contentful-paint');
    page.runTimers(3000);
    expect(page.appended).toEqual(started);
  });

  it('waits one frame in a browser without paint timing', () => {
    const page = boot({ paintTiming: false });
    page.runTimers();
    expect(page.appended).toEqual([]);
    page.frame();
    page.runTimers();
    expect(page.appended).toEqual(started);
  });

  it('starts many preloads one per task, the entry after the last', () => {
    const names = Array.from({ length: 5 }, (_, i) => `/assets/${i}.js`);
    const page = boot({ preload: names.join(' ') });
    page.paint('first-contentful-paint');
    page.step();
    expect(page.appended).toEqual([`modulepreload ${names[0]}`]);
    page.step();
    expect(page.appended).toHaveLength(2);
    for (let task = 0; task < 3; task++) page.step();
    expect(page.appended).toEqual(names.map((name) => `modulepreload ${name}`));
    page.step();
    expect(page.appended).toEqual([...names.map((name) => `modulepreload ${name}`), 'module /assets/index.js']);
    expect(page.tasks()).toBe(0);
  });

  it('starts a client-rendered page once the document is parsed, without waiting for a paint', () => {
    const page = boot({ clientRendered: true });
    expect(page.appended).toEqual([]);
    page.parsed();
    page.runTimers();
    expect(page.appended).toEqual(started);
    page.paint('first-contentful-paint');
    page.runTimers(3000);
    page.frame();
    expect(page.appended).toEqual(started);
  });

  it('starts a client-rendered page in a background tab too', () => {
    const page = boot({ clientRendered: true, hidden: true });
    page.parsed();
    page.runTimers();
    expect(page.appended).toEqual(started);
  });

  it('waits for the paint on a prerendered page even once the document is parsed', () => {
    const page = boot();
    page.parsed();
    page.runTimers();
    expect(page.appended).toEqual([]);
  });

  it('waits for a background tab to be shown', () => {
    const page = boot({ hidden: true });
    page.runTimers(3000);
    page.frame();
    expect(page.appended).toEqual([]);
    page.show();
    page.runTimers();
    expect(page.appended).toEqual(started);
  });
});
