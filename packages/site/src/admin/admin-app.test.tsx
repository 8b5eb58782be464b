import { DataError } from '@zk/data';
import { fixtureAdapters } from '@zk/data/testing';
import { createI18n } from '@zk/i18n';
import en from '@zk/i18n/locales/en';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../test-support/render-site';

vi.hoisted(() => Object.assign(globalThis, { __SITE_CONFIG__: { siteUrl: 'http://localhost:3000', contactEmail: 'hello@example.com' } }));

const { default: AdminApp, SiteAdminApp } = await import('./admin-app');
const { signInErrorMessage } = await import('./sign-in-page');
const { isFresh } = await import('./admin-auth');

const session = (ageMs: number) => {
  const lastLoginTime = Date.now() - ageMs;
  return { user: { id: 'op', email: 'op@example.com' }, lastLoginTime, expiresAt: lastLoginTime + 300_000 };
};

async function signIn(password = 'secret') {
  await userEvent.type(await screen.findByLabelText('Email'), 'op@example.com');
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('admin routes', () => {
  it('uses the adapters a story or a test gives as they are, without loading the console ports', async () => {
    const fixture = fixtureAdapters({ session: session(0) });
    renderAt(<SiteAdminApp />, { path: '/admin/dashboard', adapters: fixture.adapters });
    expect(await screen.findByRole('heading', { level: 1, name: en.admin.dashboard.title })).toBeInTheDocument();
  });

  it('shows a centred spinner, then sends a visitor without a session to sign-in and back after it', async () => {
    const fixture = fixtureAdapters();
    const { history } = renderAt(<AdminApp />, { path: '/admin/demo/2?ref=x', adapters: fixture.adapters });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/admin');
    expect(history.location.search).toBe('?from=%2Fadmin%2Fdemo%2F2%3Fref%3Dx');
    expect(history.action).toBe('REPLACE');

    await signIn();
    await waitFor(() => expect(history.location.pathname).toBe('/admin/demo/2'));
    expect(history.location.search).toBe('?ref=x');
    expect(await screen.findByRole('heading', { level: 1, name: /Know what your customers do/ })).toBeInTheDocument();
  });

  it('goes to the dashboard after signing in at /admin, with the sample figures', async () => {
    const { history } = renderAt(<AdminApp />, { path: '/admin', adapters: fixtureAdapters().adapters });
    await signIn();
    await waitFor(() => expect(history.location.pathname).toBe('/admin/dashboard'));
    const stats = await screen.findByRole('region', { name: 'Overview' });
    expect(
      within(stats)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['1,234', '56', '23']);
    expect(screen.getByRole('timer').textContent).toMatch(/^[45]:\d\d$/);
    expect(await screen.findByText('No countdowns yet')).toBeInTheDocument();
    const demo = screen.getByRole('link', { name: /Demo 1/ });
    expect(demo).toHaveAttribute('href', '/admin/demo/1');
    expect(demo).toHaveAttribute('target', '_blank');
  });

  it('formats the figures for the page language and keeps the language prefix', async () => {
    const fixture = fixtureAdapters({ session: session(1000) });
    const { history } = renderAt(<AdminApp />, { path: '/de/admin', adapters: fixture.adapters, language: 'de' });
    await waitFor(() => expect(history.location.pathname).toBe('/de/admin/dashboard'));
    const stats = await screen.findByRole('region', { name: 'Überblick' });
    expect(within(stats).getAllByRole('definition')[0]).toHaveTextContent('1.234');
  });

  it('sends a stale session (over 5 minutes) to sign-in and signs it out', async () => {
    const fixture = fixtureAdapters({ session: session(300_001) });
    const signOut = vi.spyOn(fixture.adapters.auth, 'signOut');
    const { history } = renderAt(<AdminApp />, { path: '/admin/dashboard', adapters: fixture.adapters });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/admin');
    await waitFor(() => expect(signOut).toHaveBeenCalled());
  });

  it('shows the failure and keeps the visitor on sign-in', async () => {
    renderAt(<AdminApp />, { path: '/admin', adapters: fixtureAdapters().adapters });
    await signIn('wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
  });

  it('asks for the code after the password when the account has a second factor, and signs in with it', async () => {
    const fixture = fixtureAdapters();
    const { auth } = fixture.adapters;
    auth.signIn = vi.fn().mockRejectedValue(new DataError('code_required', 'Enter the code', 200));
    auth.signInWithCode = vi.fn(async ({ code }: { code: string }) => {
      if (code !== '123456') throw new DataError('invalid_credentials', 'Invalid email or password', 401);
      return session(0);
    });
    const { history } = renderAt(<AdminApp />, { path: '/admin', adapters: fixture.adapters });
    await signIn();
    expect(await screen.findByRole('heading', { level: 1, name: 'Enter your code' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.type(screen.getByLabelText('Code'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    await userEvent.clear(screen.getByLabelText('Code'));
    await userEvent.type(screen.getByLabelText('Code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(history.location.pathname).toBe('/admin/dashboard'));
  });

  it('signs out from the dashboard back to /admin', async () => {
    const fixture = fixtureAdapters({ session: session(1000) });
    const { history } = renderAt(<AdminApp />, { path: '/admin/dashboard', adapters: fixture.adapters });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(history.location.pathname).toBe('/admin'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    // Signed out on purpose: no page to come back to is remembered.
    expect(history.location.search).toBe('');
  });

  it('creates a countdown, shows creation failures and merges live changes', async () => {
    const fixture = fixtureAdapters({ session: session(1000) });
    renderAt(<AdminApp />, { path: '/admin/dashboard', adapters: fixture.adapters });
    await screen.findByText('No countdowns yet');
    await userEvent.type(screen.getByLabelText('Title'), 'Launch');
    await userEvent.click(screen.getByRole('button', { name: 'Create countdown' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields');

    const create = vi.spyOn(fixture.adapters.countdowns, 'create').mockRejectedValueOnce(new DataError('internal', '', 500));
    const date = screen.getByLabelText('Target date and time');
    await act(async () => {
      date.focus();
    });
    await userEvent.type(date, '2030-01-01T09:30');
    await userEvent.click(screen.getByRole('button', { name: 'Create countdown' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create countdown');
    await userEvent.click(screen.getByRole('button', { name: 'Create countdown' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(2));
    expect(create.mock.calls[1]![0]).toEqual({ title: 'Launch', target_date: new Date('2030-01-01T09:30').toISOString() });
    expect(await screen.findByRole('button', { name: 'Active: Launch' })).toBeInTheDocument();

    act(() =>
      fixture.emit({ type: 'INSERT', countdown: { id: 'z', title: 'Earlier', target_date: '2029-01-01T00:00:00.000Z', is_active: false } }),
    );
    const titles = within(screen.getByRole('list', { name: 'Countdowns' }))
      .getAllByRole('listitem')
      .map((item) => item.querySelector('p')?.textContent);
    expect(titles).toEqual(['Earlier', 'Launch']);
  });
});

describe('the sign-in screen as the server sends it', () => {
  it('shows the form at once, as a plain form that posts to its own address, while the session is still being read', () => {
    const fixture = fixtureAdapters();
    // The session is never told: the screen must not wait for it.
    vi.spyOn(fixture.adapters.auth, 'onAuthStateChange').mockReturnValue(() => {});
    const { container } = renderAt(<AdminApp />, { path: '/admin?from=%2Fadmin%2Fdemo%2F1', adapters: fixture.adapters });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).not.toHaveAttribute('action');
  });

  it('shows a sign-in posted before the scripts ran as the server answered it: the e-mail kept and the refusal in the page language', async () => {
    const servedForm = {
      form: 'signIn',
      values: { fullName: '', email: 'op@example.com' },
      fieldErrors: {},
      failure: 'invalid_credentials',
    } as const;
    renderAt(<AdminApp />, { path: '/de/admin', adapters: fixtureAdapters().adapters, language: 'de', servedForm });
    expect(screen.getByLabelText('E-Mail')).toHaveValue('op@example.com');
    expect(screen.getByRole('alert')).toHaveTextContent('E-Mail-Adresse oder Passwort ist falsch');
    // A new attempt, now through the scripts, replaces the served message with its own outcome.
    await userEvent.type(screen.getByLabelText('Passwort'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('says in the page language that a hosted sign-in needs the scripts, and that the limit was reached', () => {
    const scripts = {
      form: 'signIn',
      values: { fullName: '', email: 'op@example.com' },
      fieldErrors: {},
      failure: 'scripts_required',
    } as const;
    const { unmount } = renderAt(<AdminApp />, {
      path: '/tr/admin',
      adapters: fixtureAdapters().adapters,
      language: 'tr',
      servedForm: scripts,
    });
    expect(screen.getByRole('alert').textContent).toMatch(/JavaScript/);
    unmount();
    renderAt(<AdminApp />, { path: '/admin', adapters: fixtureAdapters().adapters, servedForm: { ...scripts, failure: 'rate_limited' } });
    expect(screen.getByRole('alert').textContent).toMatch(/Too many sign-in attempts/);
  });

  it('shows the code step the server sent after a password posted without scripts, in the page language, with a way back', () => {
    renderAt(<AdminApp />, {
      path: '/de/admin',
      adapters: fixtureAdapters().adapters,
      language: 'de',
      servedForm: { form: 'signInCode', values: {}, fieldErrors: {}, failure: 'invalid_credentials' },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Code eingeben' })).toBeInTheDocument();
    expect(screen.getByLabelText('Code').closest('form')).toHaveAttribute('method', 'post');
    expect(screen.getByRole('alert')).toHaveTextContent('E-Mail-Adresse oder Passwort ist falsch');
    expect(screen.getByRole('link', { name: 'Mit dem Passwort neu beginnen' })).toHaveAttribute('href', '/de/admin');
  });
});

describe('signInErrorMessage', () => {
  const t = createI18n('en', en).t;
  it('maps codes to its own wording or the dictionary text, never the English service message; network and internal failures to "Failed to sign in"', () => {
    expect(signInErrorMessage(new DataError('invalid_credentials', 'x', 401), t)).toBe('Invalid email or password');
    expect(signInErrorMessage(new DataError('rate_limited', 'x', 429), t)).toMatch(/Too many sign-in attempts/);
    expect(signInErrorMessage(new DataError('validation_failed', 'Email is too long', 422), t)).toBe(
      'Some entries are missing or not valid. Please check them and try again.',
    );
    expect(signInErrorMessage(new DataError('network', '', 0), t)).toBe('Failed to sign in');
  });
});

describe('isFresh', () => {
  it('accepts a sign-in at most 5 minutes old', () => {
    expect(isFresh(null, 1)).toBe(false);
    expect(isFresh(0, 300_000)).toBe(true);
    expect(isFresh(0, 300_001)).toBe(false);
  });
});
