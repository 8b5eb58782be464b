import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SectionHeading } from './section-heading';

describe('SectionHeading', () => {
  it('renders an h2 by default with eyebrow and description', () => {
    render(<SectionHeading eyebrow="Process" title="How we work" description="Three steps." headingId="p" />);
    const heading = screen.getByRole('heading', { level: 2, name: 'How we work' });
    expect(heading).toHaveAttribute('id', 'p');
    expect(screen.getByText('Process')).toBeInTheDocument();
    expect(screen.getByText('Three steps.')).toBeInTheDocument();
  });

  it('renders the requested level', () => {
    render(<SectionHeading level={1} title="About us" />);
    expect(screen.getByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
  });
});
