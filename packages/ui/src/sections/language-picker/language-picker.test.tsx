import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { languageOptions } from './fixtures';
import { LanguagePicker } from './language-picker';

function setup() {
  const onChange = vi.fn();
  render(<LanguagePicker value="en" options={languageOptions} label="Change language" onChange={onChange} />);
  const trigger = () => screen.getByRole('button', { name: 'Change language: English, en' });
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
    const trigger = screen.getByRole('button', { name: 'Change language: English, en' });
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

describe('LanguagePicker before and without scripts', () => {
  const picker = <LanguagePicker value="de" options={languageOptions} label="Sprache wählen" onChange={() => {}} />;
  const served = () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(picker);
    document.body.append(host);
    return host;
  };

  it('serves a button that opens a native popover of links to the page in each language', async () => {
    const host = served();
    const trigger = within(host).getByRole('button', { name: 'Sprache wählen: Deutsch, de' });
    const popover = document.getElementById(trigger.getAttribute('popovertarget')!)!;
    expect(popover).toHaveAttribute('popover', 'auto');
    expect(trigger).not.toHaveAttribute('aria-haspopup');
    const links = within(popover).getAllByRole('link', { hidden: true });
    expect(links.map((link) => [link.getAttribute('href'), link.getAttribute('hreflang'), link.getAttribute('lang')])).toEqual([
      ['/en/faq', 'en', 'en'],
      ['/de/faq', 'de', 'de'],
      ['/tr/faq', 'tr', 'tr'],
    ]);
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual([null, 'true', null]);
    popover.style.display = 'block';
    const { violations } = await axe.run(host, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations).toEqual([]);
    host.remove();
  });

  it('hydrates onto the same button, which then opens the dropdown menu', async () => {
    const host = served();
    const trigger = within(host).getByRole('button');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const root = await act(async () => hydrateRoot(host, picker));
    expect(errors).not.toHaveBeenCalled();
    expect(within(host).getByRole('button')).toBe(trigger);
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).not.toHaveAttribute('popovertarget');
    expect(host.querySelector('[popover]')).toBeNull();
    await userEvent.click(trigger);
    expect(await screen.findAllByRole('menuitemradio')).toHaveLength(3);
    act(() => root.unmount());
    host.remove();
    errors.mockRestore();
  });
});
