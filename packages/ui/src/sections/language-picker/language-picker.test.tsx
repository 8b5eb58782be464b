import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { languageOptions } from './fixtures';
import { LanguagePicker } from './language-picker';

function setup() {
  const onChange = vi.fn();
  render(<LanguagePicker value="en" options={languageOptions} label="Change language" onChange={onChange} />);
  const trigger = () => screen.getByRole('button', { name: 'Change language: English (en)' });
  return { onChange, trigger };
}

describe('LanguagePicker', () => {
  it('starts as a closed menu button', () => {
    const { trigger } = setup();
    expect(trigger()).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens on click, lists the three languages and reports the choice', async () => {
    const { onChange, trigger } = setup();
    await userEvent.click(trigger());
    const items = await screen.findAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual(['enEnglish', 'deDeutsch', 'trTürkçe']);
    expect(screen.getByRole('menuitemradio', { name: /English/ })).toHaveAttribute('aria-checked', 'true');
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('menuitemradio', { name: /Deutsch/ }));
    expect(onChange).toHaveBeenCalledWith('de');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('closes on Escape and returns focus to the trigger, then opens again', async () => {
    const { trigger } = setup();
    await userEvent.click(trigger());
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('menu')).toBeInTheDocument();
  });

  it('closes on Tab and lets focus move on from the button instead of holding it in the menu', async () => {
    render(
      <>
        <LanguagePicker value="en" options={languageOptions} label="Change language" onChange={vi.fn()} />
        <a href="#next">Next</a>
      </>,
    );
    const trigger = screen.getByRole('button', { name: 'Change language: English (en)' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await userEvent.tab();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('link', { name: 'Next' })).toHaveFocus();
  });

  it('is operable with the keyboard alone', async () => {
    const { onChange, trigger } = setup();
    trigger().focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{End}{Enter}');
    expect(onChange).toHaveBeenCalledWith('tr');
  });
});
