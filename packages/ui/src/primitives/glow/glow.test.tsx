import { render } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { Glow } from './glow';

describe('Glow', () => {
  it('is decoration: hidden from assistive technology, reporting its variant', () => {
    const { container } = render(<Glow variant="banner" id="behind" />);
    const glow = container.firstElementChild!;
    expect(glow).toHaveAttribute('aria-hidden', 'true');
    expect(glow).toHaveAttribute('data-variant', 'banner');
    expect(glow).toHaveAttribute('id', 'behind');
    expect(glow).toBeEmptyDOMElement();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <section aria-label="Benefits" className="relative isolate">
        <Glow variant="floor" />
      </section>,
    );
    const { violations } = await axe.run(container);
    expect(violations).toEqual([]);
  });
});
