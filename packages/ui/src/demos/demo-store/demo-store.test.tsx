import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DemoStore } from './demo-store';
import { demoStoreEn } from './fixtures';

describe('DemoStore', () => {
  it('shows the shipping promise, the cart badge and the three products with prices and ratings', () => {
    render(<DemoStore {...demoStoreEn} />);
    // In the top bar and again among the perks, as the admin's demo page shows it.
    expect(screen.getAllByText('Free shipping on orders over $50')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Cart, 3 items' })).toHaveTextContent('3');
    const products = within(screen.getByRole('region', { name: 'Bestsellers' })).getAllByRole('listitem');
    expect(products).toHaveLength(3);
    expect(products.map((p) => within(p).getByText(/^\$/).textContent)).toEqual(['$199.99', '$149.99', '$299.99']);
    expect(products.map((p) => within(p).getByText(/^Rated/).textContent)).toEqual([
      'Rated 4.8 out of 5',
      'Rated 4.6 out of 5',
      'Rated 4.9 out of 5',
    ]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Electronics that keep up with you');
  });
});
