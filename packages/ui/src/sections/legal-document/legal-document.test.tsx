import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { legalEn } from './fixtures';
import { LegalDocument } from './legal-document';

describe('LegalDocument', () => {
  it('renders paragraphs, lists, details and sub-sections under the right headings', async () => {
    const { container } = render(
      <main>
        <h1>Privacy Policy</h1>
        <LegalDocument {...legalEn} />
      </main>,
    );
    expect(screen.getByText('Last updated: November 2026')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Introduction and controller',
      'Data we collect',
      'Recipients and transfers to third countries',
      'Storage period and security',
      'Your rights',
      'Your right to object (Art. 21 GDPR)',
    ]);
    expect(screen.getByRole('heading', { level: 3, name: 'Contact form' })).toBeInTheDocument();
    const rights = screen.getByRole('region', { name: 'Your rights' });
    expect(within(rights).getAllByRole('listitem')).toHaveLength(8);
    expect(screen.getByRole('link', { name: 'hello@example.com' })).toHaveAttribute('href', 'mailto:hello@example.com');
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    expect(within(contents).getByRole('link', { name: 'Your rights' })).toHaveAttribute('href', '#rights');
    const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations).toEqual([]);
  });

  it('sets an emphasised section apart and keeps the others plain', () => {
    render(<LegalDocument {...legalEn} />);
    expect(screen.getByRole('region', { name: 'Your right to object (Art. 21 GDPR)' })).toHaveAttribute('data-variant', 'emphasis');
    expect(screen.getByRole('region', { name: 'Your rights' })).toHaveAttribute('data-variant', 'default');
  });

  it('leaves out the date and contents when not given', () => {
    render(<LegalDocument sections={[{ id: 'company', title: 'Company', blocks: ['ZK Automations'] }]} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('leaves out the date and contents when null', () => {
    const { container } = render(<LegalDocument {...legalEn} updated={null} contentsLabel={null} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(container.querySelector('[data-slot="legal-document"] > :first-child')).toHaveAttribute('id', legalEn.sections[0]?.id);
  });
});
