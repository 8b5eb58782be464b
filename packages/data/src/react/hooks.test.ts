// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { DataError } from '../domain/errors.ts';
import { fixtureAdapters } from '../../test-support/fixture-adapters.ts';
import { DataProvider } from './data-provider.tsx';
import { useActiveCountdown } from './use-active-countdown.ts';
import { useAuth } from './use-auth.ts';
import { useCountdowns } from './use-countdowns.ts';
import { useSubmitContact, useSubmitWaitlist } from './use-submit.ts';

const launch = { id: 'a', title: 'Launch', target_date: '2030-01-01T00:00:00.000Z', is_active: true };
const later = { id: 'b', title: 'Later', target_date: '2031-01-01T00:00:00.000Z', is_active: true };

function wrapperFor(fixture: ReturnType<typeof fixtureAdapters>) {
  return ({ children }: { children?: ReactNode }) => createElement(DataProvider, { adapters: fixture.adapters }, children);
}

describe('useAuth', () => {
  it('loads, signs in with lastLoginTime, and signs out', async () => {
    const fixture = fixtureAdapters();
    const { result } = renderHook(() => useAuth('/admin/dashboard'), { wrapper: wrapperFor(fixture) });
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current).toMatchObject({ isAuthenticated: false, lastLoginTime: null, isDemo: false });

    await act(() => result.current.signIn({ email: 'op@example.com', password: 'secret' }));
    expect(result.current.isAuthenticated).toBe(true);
    expect(result.current.lastLoginTime).toBeGreaterThan(Date.now() - 5000);

    await act(() => result.current.signOut());
    expect(result.current).toMatchObject({ isAuthenticated: false, lastLoginTime: null });
  });

  it('exposes a failed sign-in as error and rethrows it', async () => {
    const fixture = fixtureAdapters();
    const { result } = renderHook(() => useAuth(), { wrapper: wrapperFor(fixture) });
    await waitFor(() => expect(result.current.loading).toBe(false));
    await act(async () => {
      await expect(result.current.signIn({ email: 'op@example.com', password: 'nope' })).rejects.toBeInstanceOf(DataError);
    });
    expect(result.current.error?.code).toBe('invalid_credentials');
    expect(result.current.signingIn).toBe(false);
  });

  it('reads the session again on refreshSession, which no event announced', async () => {
    const now = Date.now();
    const held = { user: { id: 'op', email: 'op@example.com' }, lastLoginTime: now, expiresAt: now + 300_000, secondFactorRequired: true };
    const fixture = fixtureAdapters({ session: held });
    const { result } = renderHook(() => useAuth(), { wrapper: wrapperFor(fixture) });
    await waitFor(() => expect(result.current.session?.secondFactorRequired).toBe(true));

    fixture.setSessionQuietly({ ...held, secondFactorRequired: undefined });
    expect(result.current.session?.secondFactorRequired).toBe(true);
    await act(() => result.current.refreshSession());
    expect(result.current.session).toMatchObject({ user: { email: 'op@example.com' } });
    expect(result.current.session?.secondFactorRequired).toBeUndefined();
  });

  it('flags demo pages', () => {
    const { result } = renderHook(() => useAuth('/en/admin/demo/1'), { wrapper: wrapperFor(fixtureAdapters()) });
    expect(result.current.isDemo).toBe(true);
  });

  it('fails loudly without a provider', () => {
    expect(() => renderHook(() => useAuth())).toThrow(/DataProvider/);
  });
});

describe('useCountdowns', () => {
  it('loads the list and merges live INSERT, UPDATE and DELETE in date order', async () => {
    const fixture = fixtureAdapters({ countdowns: [later] });
    const { result } = renderHook(() => useCountdowns(), { wrapper: wrapperFor(fixture) });
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data).toEqual([later]);

    act(() => fixture.emit({ type: 'INSERT', countdown: launch }));
    expect(result.current.data).toEqual([launch, later]);
    act(() => fixture.emit({ type: 'UPDATE', countdown: { ...launch, is_active: false } }));
    expect(result.current.data[0]?.is_active).toBe(false);
    act(() => fixture.emit({ type: 'DELETE', countdown: { id: 'b' } }));
    expect(result.current.data.map((c) => c.id)).toEqual(['a']);
  });

  it('reloads on RESYNC', async () => {
    const fixture = fixtureAdapters({ countdowns: [later] });
    const { result } = renderHook(() => useCountdowns(), { wrapper: wrapperFor(fixture) });
    await waitFor(() => expect(result.current.status).toBe('success'));
    act(() => fixture.emit({ type: 'RESYNC' }, [launch]));
    await waitFor(() => expect(result.current.data).toEqual([launch]));
  });

  it('creates, toggles and removes, reflecting each at once', async () => {
    const fixture = fixtureAdapters();
    const { result } = renderHook(() => useCountdowns(), { wrapper: wrapperFor(fixture) });
    await waitFor(() => expect(result.current.status).toBe('success'));
    let id = '';
    await act(async () => {
      id = (await result.current.create({ title: 'New', target_date: '2030-01-01T00:00:00.000Z' })).id;
    });
    expect(result.current.data).toEqual([{ id, title: 'New', target_date: '2030-01-01T00:00:00.000Z', is_active: true }]);
    await act(() => result.current.toggle(id));
    expect(result.current.data[0]?.is_active).toBe(false);
    await act(() => result.current.remove(id));
    expect(result.current.data).toEqual([]);
    await act(async () => {
      await expect(result.current.create({ title: '', target_date: '' })).rejects.toThrow('Please fill in all fields');
    });
  });

  it('unsubscribes on unmount', async () => {
    const fixture = fixtureAdapters();
    const { unmount } = renderHook(() => useCountdowns(), { wrapper: wrapperFor(fixture) });
    expect(fixture.subscriberCount()).toBe(1);
    unmount();
    expect(fixture.subscriberCount()).toBe(0);
  });
});

describe('useActiveCountdown', () => {
  it('reads the earliest active countdown and re-reads on any change', async () => {
    const fixture = fixtureAdapters({ countdowns: [later, launch] });
    const { result } = renderHook(() => useActiveCountdown(), { wrapper: wrapperFor(fixture) });
    await waitFor(() => expect(result.current).toEqual({ data: launch, error: null, status: 'success' }));
    act(() => fixture.emit({ type: 'CHANGED' }, [later]));
    await waitFor(() => expect(result.current.data).toEqual(later));
    act(() => fixture.emit({ type: 'CHANGED' }, []));
    await waitFor(() => expect(result.current.data).toBeNull());
  });
});

describe('useSubmitContact / useSubmitWaitlist', () => {
  it('goes idle -> submitting -> success', async () => {
    const fixture = fixtureAdapters();
    const { result } = renderHook(() => useSubmitContact(), { wrapper: wrapperFor(fixture) });
    expect(result.current.status).toBe('idle');
    let pending: Promise<boolean> = Promise.resolve(false);
    act(() => {
      pending = result.current.submit({ fullName: 'Ada', email: 'ada@example.com', inquiry: 'Hi' });
    });
    expect(result.current.status).toBe('submitting');
    await act(async () => expect(await pending).toBe(true));
    expect(result.current.status).toBe('success');
    expect(fixture.submitted).toEqual([{ kind: 'contact', input: { fullName: 'Ada', email: 'ada@example.com', inquiry: 'Hi' } }]);
  });

  it('keeps the error with its code and can reset', async () => {
    const fixture = fixtureAdapters();
    fixture.failSubmissionsWith(new DataError('no_valid_services', 'No valid services selected', 422));
    const { result } = renderHook(() => useSubmitWaitlist(), { wrapper: wrapperFor(fixture) });
    await act(async () => {
      expect(await result.current.submit({ fullName: 'A', email: 'a@example.com', consent: true, services: ['fax'] })).toBe(false);
    });
    expect(result.current.status).toBe('error');
    expect(result.current.error?.code).toBe('no_valid_services');
    act(() => result.current.reset());
    expect(result.current).toMatchObject({ status: 'idle', error: null });
  });
});
