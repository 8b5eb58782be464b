import { describe, expect, it, vi } from 'vitest';
import { createBrowserHistory, createMemoryHistory, parsePath } from './history';

describe('parsePath', () => {
  it('splits a path into pathname, search and hash', () => {
    expect(parsePath('/en/waitlist?service=telegram#form')).toEqual({
      pathname: '/en/waitlist',
      search: '?service=telegram',
      hash: '#form',
    });
    expect(parsePath('/de')).toEqual({ pathname: '/de', search: '', hash: '' });
  });
});

describe('createBrowserHistory', () => {
  it('pushes entries with a fresh key and state, and replaces a navigation to the URL already shown', () => {
    window.history.replaceState(null, '', '/en');
    const history = createBrowserHistory();
    const listener = vi.fn();
    history.listen(listener);
    expect(history.location).toMatchObject({ pathname: '/en', key: 'default', state: null });

    history.navigate('/en/faq?q=x#top', { state: { from: 'a' } });
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/en/faq?q=x#top');
    expect(history.location).toMatchObject({ pathname: '/en/faq', search: '?q=x', hash: '#top', state: { from: 'a' } });
    expect(history.action).toBe('PUSH');
    const firstKey = history.location.key;

    const length = window.history.length;
    history.navigate('/en/faq?q=x#top');
    expect(window.history.length).toBe(length);
    expect(history.action).toBe('REPLACE');
    expect(history.location.key).not.toBe(firstKey);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('reads the location back when the visitor goes back', async () => {
    window.history.replaceState(null, '', '/de');
    const history = createBrowserHistory();
    history.navigate('/de/about', { state: 'kept' });
    history.navigate('/de/contact');
    const popped = new Promise<void>((resolve) => history.listen(resolve));
    window.history.back();
    await popped;
    expect(history.location).toMatchObject({ pathname: '/de/about', state: 'kept' });
    expect(history.action).toBe('POP');
  });
});

describe('createMemoryHistory', () => {
  it('keeps entries, drops the forward ones on a new push, and clamps go()', () => {
    const history = createMemoryHistory('/admin');
    history.navigate('/admin/dashboard');
    history.navigate('/admin/demo/1');
    history.go(-1);
    expect(history.location.pathname).toBe('/admin/dashboard');
    expect(history.action).toBe('POP');
    history.navigate('/admin/demo/2');
    expect(history.entries.map((entry) => entry.pathname)).toEqual(['/admin', '/admin/dashboard', '/admin/demo/2']);
    history.go(5);
    expect(history.location.pathname).toBe('/admin/demo/2');
    history.navigate('/admin', { replace: true });
    expect(history.entries.map((entry) => entry.pathname)).toEqual(['/admin', '/admin/dashboard', '/admin']);
    expect(history.action).toBe('REPLACE');
  });
});
