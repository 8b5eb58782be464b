import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Container } from './container';

describe('Container', () => {
  it('renders its children in a div, reporting its width', () => {
    render(<Container width="prose">Hello</Container>);
    const el = screen.getByText('Hello');
    expect(el.tagName).toBe('DIV');
    expect(el).toHaveAttribute('data-width', 'prose');
  });

  it('becomes its child element with asChild', () => {
    render(
      <Container asChild>
        <section aria-label="Pricing">Plans</section>
      </Container>,
    );
    expect(screen.getByRole('region', { name: 'Pricing' })).toHaveAttribute('data-width', 'page');
  });
});
