import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CursorTrail } from './cursor-trail';

function mockMedia(matching: string[]) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: matching.some((feature) => query.includes(feature)),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

describe('CursorTrail', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('renders the dots hidden from assistive technology when motion is welcome', () => {
    mockMedia([]);
    vi.stubGlobal('IntersectionObserver', class { observe() {} disconnect() {} });
    const { container } = render(
      <div>
        <CursorTrail />
      </div>,
    );
    const layer = container.querySelector('[aria-hidden]');
    expect(layer?.children).toHaveLength(15);
  });

  it('is absent under reduced motion', () => {
    mockMedia(['reduce']);
    const { container } = render(<CursorTrail />);
    expect(container).toBeEmptyDOMElement();
  });

  it('is absent on touch screens', () => {
    mockMedia(['coarse']);
    const { container } = render(<CursorTrail />);
    expect(container).toBeEmptyDOMElement();
  });
});
