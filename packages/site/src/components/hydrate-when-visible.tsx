import { Suspense, use, useSyncExternalStore, type ReactNode } from 'react';
import { HydrationSignal } from '../app/hydration-signal';

const noSubscription = () => () => {};
const inViewport = new Map<string, Promise<void>>();

/** Resolves once the element with `id` enters the viewport. */
function whenInViewport(id: string): Promise<void> {
  let promise = inViewport.get(id);
  if (!promise) {
    promise = new Promise<void>((resolve) => {
      const element = document.getElementById(id);
      if (!element || typeof IntersectionObserver === 'undefined') return resolve();
      const observer = new IntersectionObserver((entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      });
      observer.observe(element);
    });
    inViewport.set(id, promise);
  }
  return promise;
}

function Gate({ id, children }: { id: string; children: ReactNode }) {
  // True only while hydrating the prerendered page (React reads the server snapshot then).
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  if (hydrating && typeof document !== 'undefined') use(whenInViewport(id));
  return children;
}

/**
 * Hydrates its children only when the element `id` (rendered by them) enters the viewport.
 * Until then React keeps the prerendered HTML as it is: visible, and its links work as plain links,
 * but no component code runs for it, which keeps the first load's main thread short. A client-side
 * navigation to the page renders the children at once. The element `id` gets `data-hydrated` once they have.
 */
export function HydrateWhenVisible({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gate id={id}>
        {children}
        <HydrationSignal target={id} />
      </Gate>
    </Suspense>
  );
}
