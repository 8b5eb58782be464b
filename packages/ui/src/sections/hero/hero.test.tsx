import { act, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { heroEn } from './fixtures';
import { Hero } from './hero';
import { stubMediaQueries } from '../../../test-support/media-queries';

const typedChars = (heading: HTMLElement) => [...heading.querySelector('[data-typed]')!.children] as HTMLElement[];

afterEach(() => vi.unstubAllGlobals());

describe('Hero', () => {
  it('renders the headline as the page heading with subtitle, action and claim', () => {
    render(<Hero {...heroEn} />);
    expect(screen.getByRole('heading', { level: 1, name: heroEn.headline })).toBeInTheDocument();
    expect(screen.getByText(/connected to your CRM/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book a free consultation' })).toHaveAttribute('href', '/en/contact');
    expect(screen.getByText('Live within 72 hours, cancel monthly')).toBeInTheDocument();
  });

  it('omits the claim when none is given', () => {
    render(<Hero {...heroEn} claim={undefined} />);
    expect(screen.queryByText(/Save up to/)).toBeNull();
  });

  it('has no axe violations while typing', async () => {
    stubMediaQueries([]);
    const { container } = render(<Hero {...heroEn} typing />);
    const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations).toEqual([]);
  });
});

describe('Hero typing', () => {
  it('serves the whole headline once, one span per character for the CSS to type, and everything else', () => {
    const html = renderToString(<Hero {...heroEn} typing typingIntervalMs={50} />);
    const host = document.createElement('div');
    host.innerHTML = html;
    document.body.append(host);
    const heading = within(host).getByRole('heading', { level: 1, name: heroEn.headline });
    // The text, once, for search engines; screen readers get it whole from the label, not per character.
    expect(heading).toHaveTextContent(heroEn.headline, { normalizeWhitespace: false });
    expect(heading.textContent).toBe(heroEn.headline);
    expect(heading.querySelector('[data-typed]')).toHaveAttribute('aria-hidden', 'true');
    const chars = typedChars(heading);
    expect(chars.map((char) => char.textContent).join('')).toBe(heroEn.headline);
    expect(chars.map((char) => char.style.getPropertyValue('--char'))).toEqual(chars.map((_, index) => String(index)));
    const section = host.querySelector('section')!;
    expect(section.style.getPropertyValue('--type-chars')).toBe(String(Array.from(heroEn.headline).length));
    expect(section.style.getPropertyValue('--type-interval')).toBe('50ms');
    expect(section).toHaveAttribute('data-state', 'typing');
    // Subtitle, action and claim are in the served page, not added by a script.
    expect(host.textContent).toContain('connected to your CRM');
    expect(host.querySelector('a[href="/en/contact"]')).not.toBeNull();
    expect(host.textContent).toContain(heroEn.claim as string);
    host.remove();
  });

  it('blinks the caret once a second: it shows on the characters typed in the first half of each second', () => {
    render(<Hero {...heroEn} typing typingIntervalMs={50} />);
    const caret = typedChars(screen.getByRole('heading', { level: 1 })).map((char) => char.hasAttribute('data-caret'));
    expect(caret.slice(0, 10).every(Boolean)).toBe(true);
    expect(caret.slice(10, 20).some(Boolean)).toBe(false);
    expect(caret.slice(20, 30).every(Boolean)).toBe(true);
  });

  it('hydrates the served markup without touching a character, so the typing never restarts', async () => {
    stubMediaQueries([]);
    const host = document.createElement('div');
    host.innerHTML = renderToString(<Hero {...heroEn} typing />);
    document.body.append(host);
    const before = typedChars(host.querySelector('h1')!);
    const styles = before.map((char) => char.getAttribute('style'));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const root = await act(async () => hydrateRoot(host, <Hero {...heroEn} typing />));
    const after = typedChars(host.querySelector('h1')!);
    expect(after).toHaveLength(before.length);
    after.forEach((char, index) => {
      expect(char).toBe(before[index]);
      expect(char.getAttribute('style')).toBe(styles[index]);
    });
    expect(errors).not.toHaveBeenCalled();
    act(() => root.unmount());
    host.remove();
  });

  it('reports the static phase under reduced motion', () => {
    stubMediaQueries(['reduce']);
    const { container } = render(<Hero {...heroEn} typing />);
    expect(container.querySelector('section')).toHaveAttribute('data-state', 'static');
    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName(heroEn.headline);
  });

  it('does not type unless asked to', () => {
    stubMediaQueries([]);
    const { container } = render(<Hero {...heroEn} />);
    expect(container.querySelector('section')).toHaveAttribute('data-state', 'static');
    expect(container.querySelector('[data-typed]')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heroEn.headline);
  });
});
