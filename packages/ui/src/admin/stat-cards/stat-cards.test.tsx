import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatCards } from './stat-cards';

describe('StatCards', () => {
  it('pairs each label with its value in a named group', () => {
    render(
      <StatCards
        label="Overview"
        items={[
          { id: 'u', label: 'Total Users', value: '1,234' },
          { id: 'c', label: 'Active Chats', value: '56' },
        ]}
      />,
    );
    expect(screen.getByRole('region', { name: 'Overview' })).toBeInTheDocument();
    const terms = screen.getAllByRole('term').map((t) => t.textContent);
    const values = screen.getAllByRole('definition').map((d) => d.textContent);
    expect(terms).toEqual(['Total Users', 'Active Chats']);
    expect(values).toEqual(['1,234', '56']);
  });
});
