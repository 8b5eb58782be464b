import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { About } from './about';
import { aboutEn } from './fixtures';

describe('About', () => {
  it('shows the mission, the four values and the vision with its highlights', async () => {
    const { container } = render(
      <main>
        <h1>About us</h1>
        <About {...aboutEn} />
      </main>,
    );
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      aboutEn.mission.title,
      aboutEn.values.title,
      aboutEn.vision.title,
    ]);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'AI Excellence',
      'Customer First',
      'Innovation',
      'Quality',
    ]);
    expect(screen.getByText('24/7 support for your customers on every channel')).toBeInTheDocument();
    const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations).toEqual([]);
  });
});
