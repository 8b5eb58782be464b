import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NetworkCanvas } from './network-canvas';
import { stubMediaQueries } from '../../test-support/media-queries';

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
    vi.stubGlobal('ResizeObserver', class { observe() {} disconnect() {} });
    vi.stubGlobal('IntersectionObserver', class { observe() {} disconnect() {} });
    const ctx = new Proxy({}, { get: () => vi.fn() });
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(ctx as unknown as CanvasRenderingContext2D);

    const { container, unmount } = render(<NetworkCanvas />);
    expect(container.querySelector('canvas')).toHaveAttribute('aria-hidden', 'true');
    expect(frames).toHaveLength(1);
    unmount();
    expect(cancel).toHaveBeenCalled();
  });

  it('is absent under reduced motion', () => {
    stubMediaQueries(['reduce']);
    const { container } = render(<NetworkCanvas />);
    expect(container).toBeEmptyDOMElement();
  });
});
