import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { AdminNav } from './admin-nav';
import { adminNavItems } from './fixtures';

describe('AdminNav', () => {
  it('names the landmark, marks only the current page and passes axe', async () => {
    const { container } = render(<AdminNav label="Konsole" items={adminNavItems('de')} currentId="mail" />);
    const nav = screen.getByRole('navigation', { name: 'Konsole' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Dashboard',
      'Anfragen',
      'Ankündigungen',
      'E-Mail-Protokoll',
      'Aktivität',
      'Einstellungen',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/de/admin/dashboard',
      '/de/admin/leads',
      '/de/admin/announcements',
      '/de/admin/mail',
      '/de/admin/activity',
      '/de/admin/settings',
    ]);
    expect(links.filter((link) => link.getAttribute('aria-current') === 'page')).toEqual([
      within(nav).getByRole('link', { name: 'E-Mail-Protokoll' }),
    ]);
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('reaches every entry by Tab in order', async () => {
    render(<AdminNav label="Console" items={adminNavItems('en')} currentId="overview" />);
    const user = userEvent.setup();
    for (const name of ['Dashboard', 'Leads', 'Announcements', 'Mail log', 'Activity', 'Settings']) {
      await user.tab();
      expect(screen.getByRole('link', { name })).toHaveFocus();
    }
  });

  it('hands plain clicks to onNavigate and leaves modified clicks to the browser', () => {
    const onNavigate = vi.fn((_item, event: { preventDefault(): void }) => event.preventDefault());
    render(<AdminNav label="Console" items={adminNavItems('en')} currentId="overview" onNavigate={onNavigate} />);
    fireEvent.click(screen.getByRole('link', { name: 'Leads' }));
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(onNavigate.mock.calls[0]![0]).toMatchObject({ id: 'leads', href: '/admin/leads' });
    fireEvent.click(screen.getByRole('link', { name: 'Settings' }), { ctrlKey: true });
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('marks nothing when no entry is the current page', () => {
    render(<AdminNav label="Console" items={adminNavItems('en')} currentId={null} />);
    expect(screen.getAllByRole('link').some((link) => link.hasAttribute('aria-current'))).toBe(false);
  });
});
