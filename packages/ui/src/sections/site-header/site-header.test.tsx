import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { headerEn } from './fixtures';
import { SiteHeader } from './site-header';

describe('SiteHeader', () => {
  it('shows the section links in a labelled navigation landmark', () => {
    render(<SiteHeader {...headerEn} />);
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual(['Services', 'Process', 'Why Choose Us', 'Pricing', 'FAQ']);
  });

  it('names each navigation landmark differently, the mobile menu’s too (html-validate unique-landmark)', () => {
    render(<SiteHeader {...headerEn} />);
    const names = screen.getAllByRole('navigation', { hidden: true }).map((nav) => nav.getAttribute('aria-label'));
    expect(names).toHaveLength(2);
    expect(new Set(names).size).toBe(2);
  });

  it('toggles the mobile menu and closes it when a link is followed', async () => {
    const { container } = render(<SiteHeader {...headerEn} />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const menu = container.querySelector(`#${CSS.escape(toggle.getAttribute('aria-controls')!)}`)!;
    expect(menu).not.toBeVisible();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    expect(menu).toBeVisible();

    await userEvent.click(within(menu as HTMLElement).getByRole('link', { name: 'Pricing' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the mobile menu on Escape and gives focus back to the toggle', async () => {
    render(<SiteHeader {...headerEn} />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    expect(screen.getAllByRole('link', { name: 'Services' }).at(-1)).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes the mobile menu when focus moves past its last item, without trapping it', async () => {
    render(
      <>
        <SiteHeader {...headerEn} />
        <main>
          <a href="#after">After the header</a>
        </main>
      </>,
    );
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(toggle);
    const menu = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    within(menu).getAllByRole('link').at(-1)!.focus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'After the header' })).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('has no axe violations with the menu open', async () => {
    const { container } = render(<SiteHeader {...headerEn} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    // jsdom has no stylesheet: the desktop navigation, hidden below 1024 px, would count as a second landmark.
    const rules = { 'color-contrast': { enabled: false }, 'landmark-unique': { enabled: false } };
    const { violations } = await axe.run(container, { rules });
    expect(violations).toEqual([]);
  });

  it('marks itself scrolled once the page scrolls', () => {
    render(<SiteHeader {...headerEn} />);
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-state', 'top');
    Object.defineProperty(window, 'scrollY', { value: 200, configurable: true });
    fireEvent.scroll(window);
    expect(header).toHaveAttribute('data-state', 'scrolled');
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
});

describe('SiteHeader before and without scripts', () => {
  const served = () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(<SiteHeader {...headerEn} />);
    document.body.append(host);
    return host;
  };

  it('serves the mobile menu as a native popover that its toggle opens', () => {
    const host = served();
    const toggle = host.querySelector('button[popovertarget]')!;
    const menu = host.querySelector(`#${CSS.escape(toggle.getAttribute('popovertarget')!)}`)!;
    expect(menu).toHaveAttribute('popover', 'auto');
    // Closed, so hidden until the toggle opens it.
    expect(
      within(menu as HTMLElement)
        .getAllByRole('link', { hidden: true })
        .map((link) => link.textContent),
    ).toEqual(['Services', 'Process', 'Why Choose Us', 'Pricing', 'FAQ', 'About Us', 'Contact Us']);
    // The browser tells the expanded state and CSS picks the name: nothing fixed in the markup.
    expect(toggle).not.toHaveAttribute('aria-expanded');
    expect(toggle).not.toHaveAttribute('aria-label');
    expect(toggle.textContent).toBe('Open menuClose menu');
    host.remove();
  });

  it('hydrates onto the same toggle and menu, then names and tracks them itself', async () => {
    const host = served();
    const toggle = host.querySelector('button[popovertarget]')!;
    const menu = document.getElementById(toggle.getAttribute('popovertarget')!)!;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const root = await act(async () => hydrateRoot(host, <SiteHeader {...headerEn} />));
    expect(errors).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Open menu' })).toBe(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toBe(menu);
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    act(() => root.unmount());
    host.remove();
    errors.mockRestore();
  });
});
