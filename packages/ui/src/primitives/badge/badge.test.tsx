import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './badge';

describe('Badge', () => {
  it('shows its label and tone', () => {
    render(<Badge tone="accent">Coming Soon</Badge>);
    expect(screen.getByText('Coming Soon')).toHaveAttribute('data-tone', 'accent');
  });
  it('defaults to the neutral tone', () => {
    render(<Badge>New</Badge>);
    expect(screen.getByText('New')).toHaveAttribute('data-tone', 'neutral');
  });
});
