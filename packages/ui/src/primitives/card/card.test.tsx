import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card, CardDescription, CardTitle } from './card';

describe('Card', () => {
  it('renders a titled card with its tone', () => {
    render(
      <Card tone="featured" data-testid="card">
        <CardTitle>Growth</CardTitle>
        <CardDescription>For teams scaling up.</CardDescription>
      </Card>,
    );
    expect(screen.getByTestId('card')).toHaveAttribute('data-tone', 'featured');
    expect(screen.getByRole('heading', { level: 3, name: 'Growth' })).toBeInTheDocument();
    expect(screen.getByText('For teams scaling up.')).toBeInTheDocument();
  });

  it('becomes an article with asChild', () => {
    render(
      <Card asChild>
        <article aria-label="Starter">Starter plan</article>
      </Card>,
    );
    expect(screen.getByRole('article', { name: 'Starter' })).toHaveAttribute('data-tone', 'default');
  });
});
