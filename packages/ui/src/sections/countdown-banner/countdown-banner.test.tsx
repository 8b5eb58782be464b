import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CountdownBanner } from './countdown-banner';
import { isUrgent, splitRemaining } from './countdown-parts';
import { bannerLabelsEn, remaining } from './fixtures';

describe('splitRemaining', () => {
  it('splits into days, hours, minutes and seconds and clamps at zero', () => {
    expect(splitRemaining(remaining.calm)).toEqual({ days: 3, hours: 14, minutes: 45, seconds: 50 });
    expect(splitRemaining(1999)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
    expect(splitRemaining(-5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});

describe('isUrgent', () => {
  it('applies each rule on its own (days 0, or hours < 12, or minutes < 30, or seconds < 30)', () => {
    expect(isUrgent({ days: 3, hours: 14, minutes: 45, seconds: 50 })).toBe(false);
    expect(isUrgent({ days: 0, hours: 14, minutes: 45, seconds: 50 })).toBe(true);
    expect(isUrgent({ days: 3, hours: 11, minutes: 45, seconds: 50 })).toBe(true);
    expect(isUrgent({ days: 3, hours: 12, minutes: 29, seconds: 50 })).toBe(true);
    expect(isUrgent({ days: 3, hours: 12, minutes: 30, seconds: 29 })).toBe(true);
    expect(isUrgent({ days: 1, hours: 12, minutes: 30, seconds: 30 })).toBe(false);
  });
});

describe('CountdownBanner', () => {
  it('gives screen readers the title and target, and hides the ticking digits', () => {
    render(<CountdownBanner title="Launch" remainingMs={remaining.calm} labels={bannerLabelsEn} />);
    const region = screen.getByRole('region', { name: 'Countdown' });
    expect(region).toHaveAttribute('data-state', 'normal');
    expect(screen.getByText('Launch')).toBeVisible();
    expect(screen.getAllByText(bannerLabelsEn.ends)[0]).not.toHaveAttribute('aria-hidden');
    const digits = region.querySelector('[data-slot="countdown-banner-digits"]')!;
    expect(digits).toHaveAttribute('aria-hidden', 'true');
    expect(digits.textContent).toBe('03Days14Hours45Min50Sec');
    expect(region.querySelector('[aria-live]')).toBeNull();
  });

  it('marks the digits urgent when a red rule applies', () => {
    render(<CountdownBanner title="Launch" remainingMs={remaining.secondsBelow30} labels={bannerLabelsEn} />);
    expect(screen.getByRole('region')).toHaveAttribute('data-state', 'urgent');
  });

  it('renders nothing once the time is up, or only its empty row when asked to keep it', () => {
    const { container, rerender } = render(<CountdownBanner title="Launch" remainingMs={0} labels={bannerLabelsEn} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<CountdownBanner title="Launch" remainingMs={0} labels={bannerLabelsEn} reserveSpace />);
    expect(screen.queryByRole('region')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('says where it sits: in the page from the start, or over it when it arrived later', () => {
    const { rerender } = render(<CountdownBanner title="Launch" remainingMs={remaining.calm} labels={bannerLabelsEn} />);
    expect(screen.getByRole('region')).toHaveAttribute('data-placement', 'inline');
    rerender(<CountdownBanner title="Launch" remainingMs={remaining.calm} labels={bannerLabelsEn} placement="overlay" />);
    expect(screen.getByRole('region')).toHaveAttribute('data-placement', 'overlay');
  });
});
