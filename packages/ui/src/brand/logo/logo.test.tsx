import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Logo } from './logo';

describe('Logo', () => {
  it('shows the brand name and hides the mark from assistive technology', () => {
    const { container } = render(<Logo name="ZK Automations" />);
    expect(screen.getByText('ZK Automations')).toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('gives each mark its own gradient id', () => {
    const { container } = render(
      <>
        <Logo name="A" />
        <Logo name="B" />
      </>,
    );
    const ids = [...container.querySelectorAll('linearGradient')].map((g) => g.id);
    expect(new Set(ids).size).toBe(2);
  });
});
