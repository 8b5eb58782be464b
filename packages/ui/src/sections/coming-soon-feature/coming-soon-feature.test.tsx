import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ComingSoonFeature } from './coming-soon-feature';
import { comingSoonEn, comingSoonTr } from './fixtures';

describe('ComingSoonFeature', () => {
  it('is an article named by its title, with its badge, four features and the waitlist link', () => {
    render(<ComingSoonFeature {...comingSoonEn} />);
    const article = screen.getByRole('article', { name: 'AI Automated Cold Email Outreach' });
    expect(within(article).getByText('Coming Soon')).toBeInTheDocument();
    expect(within(article).getAllByRole('listitem')).toHaveLength(4);
    const link = within(article).getByRole('link', { name: 'Join Waitlist' });
    expect(link).toHaveAttribute('href', '/en/waitlist?service=cold-email');
    expect(link).toHaveAccessibleDescription('AI Automated Cold Email Outreach');
  });

  it('renders the requested heading level', () => {
    render(<ComingSoonFeature {...comingSoonTr} level={2} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('E-posta ile Müşteri Kazanımı');
    expect(screen.getByRole('link', { name: 'Bekleme listesine katılın' })).toHaveAttribute('href', '/tr/waitlist?service=cold-email');
  });
});
