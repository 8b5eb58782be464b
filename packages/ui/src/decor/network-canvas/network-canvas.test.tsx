import { fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NetworkCanvas, vignette } from './network-canvas';
import { stubMediaQueries } from '../../../test-support/media-queries';

/** A 60 Hz display's frame interval, ms. */
const frameMs = 1000 / 60;

/**
 * Stubs what the canvas needs of a browser: one pending animation frame at a time (run by `run`), the
 * observers (their callbacks kept) and a 2D context that records `clearRect` (one a frame drawn) and
 * the nodes' `arc` positions.
 */
function stubBrowser() {
  stubMediaQueries([]);
  let pending: FrameRequestCallback | undefined;
  let now = 1000;
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => {
    pending = cb;
    return 1;
  });
  const cancel = vi.fn(() => {
    pending = undefined;
  });
  vi.stubGlobal('cancelAnimationFrame', cancel);
  const observers: { resize?: () => void; intersection?: (entries: Partial<IntersectionObserverEntry>[]) => void } = {};
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        observers.resize = callback;
      }
      observe() {}
      disconnect() {}
    },
  );
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
        observers.intersection = callback;
      }
      observe() {}
      disconnect() {}
    },
  );
  const clearRect = vi.fn();
  const arc = vi.fn();
  const ctx = new Proxy({ clearRect, arc } as Record<string, unknown>, {
    get: (target, key: string) => (target[key] ??= () => {}),
    set: () => true,
  });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(ctx as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, 'clientWidth', 'get').mockReturnValue(1280);
  vi.spyOn(HTMLCanvasElement.prototype, 'clientHeight', 'get').mockReturnValue(800);

  return {
    cancel,
    clearRect,
    observers,
    /** Whether a frame is asked for. */
    running: () => pending !== undefined,
    /** Runs the display's frames for up to `ms` (while any is asked for); returns the ms they ran. */
    run(ms: number) {
      const from = now;
      while (pending && now - from < ms) {
        const cb = pending;
        pending = undefined;
        cb(now);
        now += frameMs;
      }
      return now - from;
    },
    /** The first node's position in the last frame drawn. */
    firstNode: () => arc.mock.calls.at(-50)?.slice(0, 2),
  };
}

describe('NetworkCanvas', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('draws on a canvas hidden from assistive technology, and stops when unmounted', () => {
    const browser = stubBrowser();
    const { container, unmount } = render(<NetworkCanvas />);
    expect(container.querySelector('canvas')).toHaveAttribute('aria-hidden', 'true');
    expect(browser.running()).toBe(true);
    unmount();
    expect(browser.cancel).toHaveBeenCalled();
    expect(browser.running()).toBe(false);
  });

  it('draws every other frame of a 60 Hz display: 30 frames a second', () => {
    const browser = stubBrowser();
    render(<NetworkCanvas />);
    browser.run(12 * frameMs);
    expect(browser.clearRect).toHaveBeenCalledTimes(6);
  });

  it('drifts through its opening, then eases to rest within 1.5 s and asks for no frame after', () => {
    const browser = stubBrowser();
    render(<NetworkCanvas openingMs={5000} />);
    browser.run(4900);
    const before = browser.firstNode();
    browser.run(100);
    const after = browser.firstNode();
    expect(after).not.toEqual(before);
    expect(browser.running()).toBe(true);

    const settling = browser.run(60_000);
    expect(browser.running()).toBe(false);
    expect(settling).toBeGreaterThan(1400);
    expect(settling).toBeLessThan(1600);
    const drawn = browser.clearRect.mock.calls.length;
    expect(browser.run(10_000)).toBe(0);
    expect(browser.clearRect).toHaveBeenCalledTimes(drawn);
  });

  it('draws the network again when resized at rest, without starting the loop', () => {
    const browser = stubBrowser();
    render(<NetworkCanvas openingMs={1000} />);
    browser.run(60_000);
    const drawn = browser.clearRect.mock.calls.length;
    browser.observers.resize!();
    expect(browser.clearRect).toHaveBeenCalledTimes(drawn + 1);
    expect(browser.running()).toBe(false);
  });

  it('drifts again while the pointer moves over its section, and comes to rest again', () => {
    const browser = stubBrowser();
    const { container } = render(
      <section>
        <NetworkCanvas openingMs={1000} />
      </section>,
    );
    browser.run(60_000);
    const rested = browser.firstNode();
    fireEvent.pointerMove(container.querySelector('section')!);
    expect(browser.running()).toBe(true);
    browser.run(1000);
    expect(browser.firstNode()).not.toEqual(rested);
    const more = browser.run(60_000);
    expect(browser.running()).toBe(false);
    // 3 s of drift from the move (the first 1.5 s picking up speed), then 1.5 s easing to rest.
    expect(1000 + more).toBeGreaterThan(4400);
    expect(1000 + more).toBeLessThan(4600);
  });

  it('asks for no frame while the tab is hidden, and goes on when it is shown', () => {
    const browser = stubBrowser();
    render(<NetworkCanvas />);
    browser.run(500);
    const hidden = vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(browser.running()).toBe(false);
    expect(browser.run(10_000)).toBe(0);
    hidden.mockReturnValue(false);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(browser.running()).toBe(true);
  });

  it('asks for no frame while scrolled off-screen, and goes on when it is back', () => {
    const browser = stubBrowser();
    render(<NetworkCanvas />);
    browser.run(500);
    browser.observers.intersection!([{ isIntersecting: false }]);
    expect(browser.running()).toBe(false);
    expect(browser.run(10_000)).toBe(0);
    browser.observers.intersection!([{ isIntersecting: true }]);
    expect(browser.running()).toBe(true);
  });

  it('is faint at its centre, where the text sits, and at full strength from the ellipse out', () => {
    expect(vignette(640, 400, 1280, 800)).toBeCloseTo(0.2);
    expect(vignette(640 + 0.55 * 1280 * 0.5, 400, 1280, 800)).toBeCloseTo(0.6);
    expect(vignette(640, 0, 1280, 800)).toBeCloseTo(1);
    expect(vignette(0, 0, 1280, 800)).toBe(1);
  });

  it('is absent under reduced motion', () => {
    stubMediaQueries(['reduce']);
    const { container } = render(<NetworkCanvas />);
    expect(container).toBeEmptyDOMElement();
  });
});
