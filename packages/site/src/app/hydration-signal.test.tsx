import { act, render } from '@testing-library/react';
import { lazy, Suspense, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { HydrationSignal } from './hydration-signal';

describe('HydrationSignal', () => {
  it('marks #root data-hydrated only once the boundary it sits in has committed', async () => {
    let load!: () => void;
    const Page = lazy(
      () => new Promise<{ default: () => ReactElement }>((resolve) => (load = () => resolve({ default: () => <p>Page</p> }))),
    );
    const { container } = render(
      <Suspense fallback={null}>
        <Page />
        <HydrationSignal />
      </Suspense>,
      { container: document.body.appendChild(Object.assign(document.createElement('div'), { id: 'root' })) },
    );
    expect(container).not.toHaveAttribute('data-hydrated');
    await act(async () => load());
    expect(container).toHaveTextContent('Page');
    expect(container).toHaveAttribute('data-hydrated', '');
  });

  it('marks the element it names, such as a region that hydrates later', () => {
    render(
      <section id="services">
        <HydrationSignal target="services" />
      </section>,
    );
    expect(document.getElementById('services')).toHaveAttribute('data-hydrated', '');
  });
});
