import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { CheckList } from './check-list';

const items = ['Kurulum dahil', 'İstediğiniz zaman iptal'];

describe('CheckList', () => {
  it('lists every item with a mark hidden from assistive technology', () => {
    render(<CheckList items={items} aria-label="Özellikler" />);
    const list = screen.getByRole('list', { name: 'Özellikler' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(items);
    for (const row of rows) expect(row.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('is named check-list unless the component built on it renames it', () => {
    const { rerender } = render(<CheckList items={items} />);
    expect(screen.getByRole('list')).toHaveAttribute('data-slot', 'check-list');
    rerender(<CheckList items={items} data-slot="tier-features" />);
    expect(screen.getByRole('list')).toHaveAttribute('data-slot', 'tier-features');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <main>
        <CheckList items={items} />
      </main>,
    );
    const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations).toEqual([]);
  });
});
