import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NetworkCanvas, vignette } from './network-canvas';
import { stubMediaQueries } from '../../../test-support/media-queries';

describe('NetworkCanvas', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('draws on a canvas hidden from assistive technology, and stops when unmounted', () => {
    stubMediaQueries([]);
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    const cancel = vi.fn();
    vi.stubGlobal('cancelAnimationFrame', cancel);
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    const ctx = new Proxy({}, { get: () => vi.fn() });
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(ctx as unknown as CanvasRenderingContext2D);

    const { container, unmount } = render(<NetworkCanvas />);
    expect(container.querySelector('canvas')).toHaveAttribute('aria-hidden', 'true');
    expect(frames).toHaveLength(1);
    unmount();
    expect(cancel).toHaveBeenCalled();
  });

  it('draws every other frame of a 60 Hz display: 30 frames a second', () => {
    stubMediaQueries([]);
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    vi.stubGlobal('cancelAnimationFrame', vi.fn());
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    const clearRect = vi.fn();
    const ctx = new Proxy({ clearRect } as Record<string, unknown>, {
      get: (target, key: string) => target[key] ?? vi.fn(),
      set: () => true,
    });
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(ctx as unknown as CanvasRenderingContext2D);

    render(<NetworkCanvas />);
    // Twelve display frames 16.7 ms apart, each asking for the next.
    for (let i = 0; i < 12; i++) frames[frames.length - 1]!(1000 + (i * 1000) / 60);
    expect(clearRect).toHaveBeenCalledTimes(6);
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
