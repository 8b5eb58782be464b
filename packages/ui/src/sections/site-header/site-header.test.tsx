import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { headerEn } from './fixtures';
import { SiteHeader } from './site-header';

describe('SiteHeader', () => {
  it('shows the section links in a labelled navigation landmark', () => {
    render(<SiteHeader {...headerEn} />);
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
    const links = within(nav).getAllByRole('link').map((link) => link.textContent);
    expect(links).toEqual(['Services', 'Process', 'Why Choose Us', 'Pricing', 'FAQ']);
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
