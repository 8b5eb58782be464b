import { lazy, Suspense, type ComponentType } from 'react';

/** A form page's thank-you screen, whose code is a chunk of its own. */
export interface LazyThanks {
  /** Starts loading the code (once); a scripted send calls it while the form is on its way. */
  load: () => Promise<unknown>;
  /** The screen; it shows once its code has loaded. */
  Thanks: ComponentType;
}

/**
 * The thank-you screen of one form (`load` imports that form's module only, so a page names no other
 * form's copy): a visit that sends nothing does not download it. The address a posted form is
 * redirected to (`?sent=1`) renders it on the server, and hydration waits for it there.
 */
export function lazyThanks(load: () => Promise<{ Thanks: ComponentType }>): LazyThanks {
  let loading: Promise<{ Thanks: ComponentType }> | undefined;
  const once = () => (loading ??= load());
  const Loaded = lazy(() => once().then((module) => ({ default: module.Thanks })));
  return {
    load: once,
    Thanks: () => (
      <Suspense fallback={null}>
        <Loaded />
      </Suspense>
    ),
  };
}
