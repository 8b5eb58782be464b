import { act, render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { heroEn } from './fixtures';
import { Hero } from './hero';

function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query.includes('reduce'),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

describe('Hero', () => {
  it('renders the headline as the page heading with subtitle, action and claim', () => {
    render(<Hero {...heroEn} />);
    expect(screen.getByRole('heading', { level: 1, name: heroEn.headline })).toBeInTheDocument();
    expect(screen.getByText(/connected to your CRM/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book a free consultation' })).toHaveAttribute('href', '/en/contact');
    expect(screen.getByText('Save up to 40% on support costs')).toBeInTheDocument();
  });

  it('omits the claim when none is given', () => {
    render(<Hero {...heroEn} claim={undefined} />);
    expect(screen.queryByText(/Save up to/)).toBeNull();
  });
});

describe('Hero typing', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('types one character per interval while the heading keeps the full text, then finishes', () => {
    mockReducedMotion(false);
    const { container } = render(<Hero {...heroEn} typing typingIntervalMs={50} />);
    const section = container.querySelector('section')!;
    const heading = screen.getByRole('heading', { level: 1 });
    act(() => vi.advanceTimersByTime(0));
    expect(section).toHaveAttribute('data-state', 'typing');
    expect(heading).toHaveAccessibleName(heroEn.headline);

    act(() => vi.advanceTimersByTime(50 * 8));
    const caret = heading.querySelector('[data-caret]')!;
    expect([...heading.querySelector('[data-typed]')!.children].indexOf(caret)).toBe(8);
    expect(heading).toHaveTextContent(heroEn.headline);

    act(() => vi.advanceTimersByTime(50 * heroEn.headline.length));
    expect(section).toHaveAttribute('data-state', 'done');
    expect(heading.querySelector('[data-caret]')).toBeNull();
    expect(heading).toHaveTextContent(heroEn.headline);
  });

  it('reveals the rest at full colour, so its contrast never dips in the middle of the animation', () => {
    mockReducedMotion(false);
    render(<Hero {...heroEn} typing typingIntervalMs={50} />);
    act(() => vi.advanceTimersByTime(0));
    act(() => vi.advanceTimersByTime(50 * (heroEn.headline.length + 1)));
    const claim = screen.getByText(heroEn.claim as string);
    const animation = /animate-([a-z-]+)/.exec(claim.className)?.[1];
    expect(animation).toBeDefined();
    expect(claim.className).not.toMatch(/\bopacity-/);
    const theme = readFileSync(resolve(import.meta.dirname, '../../styles/theme.css'), 'utf8');
    const keyframes = new RegExp(`@keyframes ${animation} \\{([\\s\\S]*?)\\n  \\}`).exec(theme)?.[1];
    expect(keyframes).toBeDefined();
    expect(keyframes).not.toMatch(/opacity/);
  });

  it('shows everything at once under reduced motion', () => {
    mockReducedMotion(true);
    const { container } = render(<Hero {...heroEn} typing />);
    act(() => vi.advanceTimersByTime(1000));
    expect(container.querySelector('section')).toHaveAttribute('data-state', 'static');
    expect(screen.getByRole('heading', { level: 1 }).querySelector('[data-caret]')).toBeNull();
  });

  it('does not type unless asked to', () => {
    mockReducedMotion(false);
    const { container } = render(<Hero {...heroEn} />);
    act(() => vi.advanceTimersByTime(1000));
    expect(container.querySelector('section')).toHaveAttribute('data-state', 'static');
  });
});
