import { fixtureAdapters } from '@zk/data/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLocation } from '../app/location';
import { renderAt } from '../../test-support/render-site';
import { RouterLink } from './router-link';

function Where() {
  const { pathname, hash } = useLocation();
  return <p data-testid="where">{pathname + hash}</p>;
}

function renderLinks() {
  return renderAt(
    <>
      <Where />
      <RouterLink href="/en/about">About</RouterLink>
      <RouterLink href="/en#pricing">Pricing</RouterLink>
      <RouterLink href="/en/terms" target="_blank">
        Terms
      </RouterLink>
      <RouterLink href="https://example.com/">Elsewhere</RouterLink>
    </>,
    { path: '/en/faq', adapters: fixtureAdapters().adapters },
  );
}

const click = (name: string, init: MouseEventInit = {}) => act(() => void fireEvent.click(screen.getByRole('link', { name }), init));

describe('RouterLink', () => {
  it('is a real link that navigates client-side on a plain click', () => {
    const { history } = renderLinks();
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/en/about');
    click('About');
    expect(screen.getByTestId('where')).toHaveTextContent('/en/about');
    click('Pricing');
    expect(screen.getByTestId('where')).toHaveTextContent('/en#pricing');
    expect(history.entries.map((entry) => entry.pathname)).toEqual(['/en/faq', '/en/about', '/en']);
  });

  it('leaves modified clicks, other targets and other sites to the browser', () => {
    const { history } = renderLinks();
    click('About', { ctrlKey: true });
    click('About', { metaKey: true });
    click('About', { button: 1 });
    click('Terms');
    click('Elsewhere');
    expect(history.entries).toHaveLength(1);
    expect(screen.getByTestId('where')).toHaveTextContent('/en/faq');
  });
});
