import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { futureEn } from './fixtures';
import { FutureServicesGrid } from './future-services-grid';

describe('FutureServicesGrid', () => {
  it('gives each of the six services its own waitlist link, described by its name', () => {
    render(<FutureServicesGrid {...futureEn} />);
    const region = screen.getByRole('region', { name: 'Future AI Services' });
    const items = within(region).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    const expected = [
      ['Personalized Email Outreach', 'personalized-email'],
      ['Social Media Outreach', 'social-media'],
      ['AI Phone Callers', 'phone-callers'],
      ['Instagram Automation', 'instagram'],
      ['Twitter Terminal', 'twitter'],
      ['Telegram Bot', 'telegram'],
    ];
    items.forEach((item, i) => {
      const [name, id] = expected[i]!;
      expect(within(item).getByRole('heading', { level: 4, name })).toBeInTheDocument();
      const link = within(item).getByRole('link', { name: 'Join Waitlist' });
      expect(link).toHaveAttribute('href', `/en/waitlist?service=${id}`);
      expect(link).toHaveAccessibleDescription(name);
    });
  });

  it('uses h2 and h3 at level 2', () => {
    render(<FutureServicesGrid {...futureEn} level={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Future AI Services' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(6);
  });
});
