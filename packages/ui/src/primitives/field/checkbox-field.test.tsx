import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { CheckboxField } from './checkbox-field';

const label = 'Yes, e-mail me when the services I chose launch.';

describe('CheckboxField', () => {
  it('is a native checkbox named by its statement, unticked, that posts under its name when ticked', async () => {
    const { container } = render(
      <form aria-label="Consent">
        <CheckboxField name="consent" label={label} after={<a href="/en/privacy">Privacy policy</a>} />
      </form>,
    );
    const box = screen.getByRole('checkbox', { name: label });
    expect(box).not.toBeChecked();
    await userEvent.click(screen.getByText(label));
    expect(box).toBeChecked();
    expect(new FormData(container.querySelector('form')!).getAll('consent')).toEqual(['on']);
    const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations).toEqual([]);
  });

  it('keeps the link after the statement out of the label, so following it never ticks the box', () => {
    render(<CheckboxField name="consent" label={label} after={<a href="#privacy">Privacy policy</a>} />);
    const box = screen.getByRole('checkbox', { name: label });
    expect(screen.getByRole('link', { name: 'Privacy policy' }).closest('label')).toBeNull();
    screen.getByRole('link', { name: 'Privacy policy' }).click();
    expect(box).not.toBeChecked();
  });

  it('ties its error to the box and marks it invalid', () => {
    render(<CheckboxField name="consent" label={label} error="Please tick the box to continue." />);
    const box = screen.getByRole('checkbox', { name: label });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Please tick the box to continue.');
  });
});
