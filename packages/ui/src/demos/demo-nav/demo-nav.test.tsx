import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { DemoNav } from './demo-nav';

describe('DemoNav', () => {
  it('is a named navigation with one link per entry, each to the given section', () => {
    render(<DemoNav label="Mağaza" items={['Ses sistemleri', 'Akıllı ev']} href="#products" tone="light" />);
    const nav = screen.getByRole('navigation', { name: 'Mağaza' });
    expect(nav).toHaveAttribute('data-tone', 'light');
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Ses sistemleri', '#products'],
      ['Akıllı ev', '#products'],
    ]);
    expect(within(nav).getAllByRole('listitem')).toHaveLength(2);
  });

  it('reports its tone and has no axe violations', async () => {
    const { container } = render(<DemoNav label="Site" items={['Product', 'Pricing']} href="#features" tone="dark" />);
    expect(screen.getByRole('navigation', { name: 'Site' })).toHaveAttribute('data-tone', 'dark');
    const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations).toEqual([]);
  });
});
