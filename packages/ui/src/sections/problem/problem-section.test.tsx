import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { problemEn } from './fixtures';
import { ProblemSection } from './problem-section';

describe('ProblemSection', () => {
  it('is a region named by its heading, listing every pain as a titled card', () => {
    render(<ProblemSection {...problemEn} id="problem" />);
    const region = screen.getByRole('region', { name: 'Manual work is quietly costing you customers' });
    expect(region).toHaveAttribute('id', 'problem');
    const titles = within(region)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual([
      'Customers wait too long for replies',
      'Missed leads mean lost revenue',
      'Manual appointment setting wastes time',
      'Support teams are overworked',
    ]);
  });

  it('leaves out the eyebrow and description when none are given', () => {
    render(<ProblemSection title="Pains" items={[{ title: 'Slow', description: 'Too slow.' }]} />);
    expect(screen.queryByText('The problem')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Pains' })).toBeInTheDocument();
  });
});
