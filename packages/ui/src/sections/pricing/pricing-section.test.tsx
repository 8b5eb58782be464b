import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pricingEn } from './fixtures';
import { PricingSection } from './pricing-section';

describe('PricingSection', () => {
  it('shows Enterprise, Growth and Starter, each with features and a quote link to contact', () => {
    render(<PricingSection {...pricingEn} id="pricing" />);
    const region = screen.getByRole('region', { name: 'Plans that grow with your business' });
    expect(region).toHaveAttribute('id', 'pricing');
    expect(
      within(region)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Enterprise', 'Growth', 'Starter']);
    const quotes = screen.getAllByRole('link', { name: 'Get Custom Quote' });
    expect(quotes.map((q) => q.getAttribute('href'))).toEqual(['/en/contact', '/en/contact', '/en/contact']);
    expect(quotes[0]).toHaveAccessibleDescription('Enterprise');
    expect(screen.getByText(/Billed monthly, no long-term contracts/)).toBeInTheDocument();
  });

  it('marks only the featured tier', () => {
    render(<PricingSection {...pricingEn} />);
    expect(screen.getAllByText('Most popular')).toHaveLength(1);
    const featured = screen.getByText('Most popular').closest('li');
    expect(featured).toHaveAttribute('data-featured', 'true');
    expect(within(featured!).getByRole('heading')).toHaveTextContent('Growth');
  });

  it('shows no price', () => {
    const { container } = render(<PricingSection {...pricingEn} />);
    expect(container.textContent).not.toMatch(/[$€£]|\d+\s*\/\s*mo/);
  });
});
