import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { FormSuccess } from './form-success';

describe('FormSuccess', () => {
  it('focuses its heading so the thank-you is announced, and offers the way home', async () => {
    const { container } = render(
      <main>
        <h1>Contact</h1>
        <FormSuccess title="Thank you!" message="We'll be in touch soon." note="Within 24 hours." action={<a href="/en">Back to Home</a>} />
      </main>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Thank you!' })).toHaveFocus();
    expect(screen.getByText('Within 24 hours.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/en');
    const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations).toEqual([]);
  });
});
