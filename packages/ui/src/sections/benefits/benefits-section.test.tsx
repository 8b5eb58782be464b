import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BenefitsSection } from './benefits-section';
import { benefitsEn, benefitsTr } from './fixtures';

describe('BenefitsSection', () => {
  it('shows four benefit cards, the proof points and the call-to-action', () => {
    render(<BenefitsSection {...benefitsEn} id="benefits" />);
    const region = screen.getByRole('region', { name: 'Results you can measure' });
    expect(within(region).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Live within 72 hours',
      'Up to 40% lower support costs',
      '3X more lead conversions',
      '100+ hours saved every month',
    ]);
    expect(screen.getByText('24/7 support')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book a Free AI Strategy Call' })).toHaveAttribute('href', '/en/contact');
  });

  it('names KVKK first, then GDPR, on the Turkish page', () => {
    render(<BenefitsSection {...benefitsTr} />);
    expect(screen.getByText('KVKK ve GDPR’a uygun veri işleme')).toBeInTheDocument();
    expect(screen.queryByText(/DSGVO/)).toBeNull();
  });

  it('leaves out highlights and action when none are given', () => {
    render(<BenefitsSection {...benefitsEn} highlights={undefined} cta={undefined} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByText('24/7 support')).toBeNull();
  });
});
