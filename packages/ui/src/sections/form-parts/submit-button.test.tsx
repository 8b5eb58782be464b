import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { SubmitButton } from './submit-button';

const labels = { label: 'Talebinizi gönderin', busyLabel: 'Gönderiliyor...' };
const inForm = (busy: boolean) => (
  <form>
    <fieldset disabled={busy}>
      <SubmitButton {...labels} busy={busy} icon={<svg data-testid="icon" aria-hidden />} />
    </fieldset>
  </form>
);

describe('SubmitButton', () => {
  it('submits its form and shows its icon while idle', () => {
    render(inForm(false));
    expect(screen.getByRole('button', { name: 'Talebinizi gönderin' })).toHaveAttribute('type', 'submit');
    expect(screen.getByTestId('icon')).toBeInTheDocument();
  });

  it('says it is sending, without the icon, while busy', () => {
    render(inForm(true));
    expect(screen.getByRole('button', { name: 'Gönderiliyor...' })).toBeDisabled();
    expect(screen.queryByTestId('icon')).toBeNull();
  });

  it('takes focus back when the busy state ends and nothing else has it', () => {
    const { rerender } = render(inForm(true));
    expect(document.activeElement).toBe(document.body);
    rerender(inForm(false));
    expect(screen.getByRole('button', { name: 'Talebinizi gönderin' })).toHaveFocus();
  });

  it('leaves focus where the visitor put it meanwhile', () => {
    const { rerender } = render(
      <>
        <input aria-label="elsewhere" />
        {inForm(true)}
      </>,
    );
    screen.getByRole('textbox', { name: 'elsewhere' }).focus();
    rerender(
      <>
        <input aria-label="elsewhere" />
        {inForm(false)}
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'elsewhere' })).toHaveFocus();
  });

  it('has no axe violations', async () => {
    const { container } = render(<main>{inForm(false)}</main>);
    const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations).toEqual([]);
  });
});
