import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatSessionTime, SessionCountdown } from './session-countdown';

const labels = { label: 'Session ends in', description: 'Signed out at 0:00.' };

describe('SessionCountdown', () => {
  it('formats the remaining time as m:ss', () => {
    expect(formatSessionTime(300_000)).toBe('5:00');
    expect(formatSessionTime(299_001)).toBe('5:00');
    expect(formatSessionTime(299_000)).toBe('4:59');
    expect(formatSessionTime(9_000)).toBe('0:09');
    expect(formatSessionTime(-1)).toBe('0:00');
  });

  it('shows the time in a timer and turns to ending in the last minute', () => {
    const { rerender, container } = render(<SessionCountdown remainingMs={125_000} labels={labels} />);
    expect(screen.getByRole('timer')).toHaveTextContent('2:05');
    expect(container.firstChild).toHaveAttribute('data-state', 'running');
    rerender(<SessionCountdown remainingMs={30_000} labels={labels} />);
    expect(container.firstChild).toHaveAttribute('data-state', 'ending');
  });
});
