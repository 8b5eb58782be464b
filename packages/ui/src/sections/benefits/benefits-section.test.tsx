import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BenefitsSection } from './benefits-section';
import { benefitsEn, benefitsTr, figuresEn } from './fixtures';

describe('BenefitsSection', () => {
  it('shows four benefit cards, the proof points and the call-to-action', () => {
    const { container } = render(<BenefitsSection {...benefitsEn} id="benefits" />);
    const region = screen.getByRole('region', { name: 'What changes for your business' });
    expect(
      within(region)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Live within 72 hours', 'Lower support costs', 'More enquiries become customers', 'Time back for your team']);
    // Without configured figures only the setup time is a figure; the other cards show their icon.
    expect(region.textContent).not.toMatch(/\d+\s?%|\dX|\d\+/);
    expect(container.querySelectorAll('li svg')).toHaveLength(3 + 4);
    expect(screen.getByText('24/7 support')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book a Free AI Strategy Call' })).toHaveAttribute('href', '/en/contact');
  });

  it('shows configured figures as the cards’ stats and titles, with their basis', () => {
    render(<BenefitsSection {...figuresEn} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Live within 72 hours',
      'Up to 40% lower support costs',
      '3X more lead conversions',
      '100+ hours saved every month',
    ]);
    expect(
      screen.getByText('Figures from our clients’ projects; your results depend on your enquiries and processes.'),
    ).toBeInTheDocument();
  });

  it('names KVKK first, then GDPR, on the Turkish page', () => {
    render(<BenefitsSection {...benefitsTr} />);
    expect(screen.getByText('KVKK ve GDPR kapsamında veri işleme sözleşmesi dâhil')).toBeInTheDocument();
    expect(screen.queryByText(/DSGVO/)).toBeNull();
  });

  it('leaves out highlights and action when none are given', () => {
    render(<BenefitsSection {...benefitsEn} highlights={undefined} cta={undefined} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByText('24/7 support')).toBeNull();
  });

  it('leaves out the action when it is null', () => {
    render(<BenefitsSection {...benefitsEn} cta={null} />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
