import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { footerEn } from './fixtures';
import { SiteFooter } from './site-footer';

describe('SiteFooter', () => {
  it('lists quick and legal links in labelled navigation', () => {
    render(<SiteFooter {...footerEn} />);
    const quick = screen.getByRole('navigation', { name: 'Quick links' });
    expect(
      within(quick)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(['/en#services', '/en#pricing', '/en/about', '/en/contact']);
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    expect(within(legal).getByRole('link', { name: 'Impressum' })).toHaveAttribute('href', '/en/impressum');
  });

  it('links the contact e-mail and names the country', () => {
    render(<SiteFooter {...footerEn} />);
    expect(screen.getByRole('link', { name: 'Email us at hello@example.com' })).toHaveAttribute('href', 'mailto:hello@example.com');
    expect(screen.getByText('Germany')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
