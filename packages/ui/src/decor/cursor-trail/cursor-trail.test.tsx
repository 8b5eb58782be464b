import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CursorTrail } from './cursor-trail';
import { stubMediaQueries } from '../../../test-support/media-queries';

describe('CursorTrail', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('renders the dots hidden from assistive technology when motion is welcome', () => {
    stubMediaQueries([]);
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    const { container } = render(
      <div>
        <CursorTrail />
      </div>,
    );
    const layer = container.querySelector('[aria-hidden]');
    expect(layer?.children).toHaveLength(15);
  });

  it('is absent under reduced motion', () => {
    stubMediaQueries(['reduce']);
    const { container } = render(<CursorTrail />);
    expect(container).toBeEmptyDOMElement();
  });

  it('is absent on touch screens', () => {
    stubMediaQueries(['coarse']);
    const { container } = render(<CursorTrail />);
    expect(container).toBeEmptyDOMElement();
  });
});
