import { createI18n } from '@zk/i18n';
import de from '@zk/i18n/locales/de';
import { screen } from '@testing-library/react';
import { startTransition, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, expect, it, vi } from 'vitest';
import { I18nProvider, useI18n, WithNamespaces } from './i18n-context';

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

afterEach(() => {
  vi.restoreAllMocks();
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
});

function FaqSearch() {
  return <p>{useI18n().t('faq.search')}</p>;
}

/*
 * Rendered as the browser renders it, outside `act`: React's work loop waits on the suspending
 * promise and, when it settles quickly, replays the component with the hooks of the first attempt,
 * which is where a `use` that changes its promise between attempts, or is skipped, makes React warn.
 */
it('suspends until the namespaces are loaded, then renders them, with nothing for React to warn about', async () => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  const errors = vi.spyOn(console, 'error');
  const i18n = createI18n('de');
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  // A transition, as the router's navigations are: rendered concurrently, so the replay can happen.
  startTransition(() =>
    root.render(
      <I18nProvider i18n={i18n}>
        <Suspense fallback={<p>…</p>}>
          <WithNamespaces list={['shared', 'faq']}>
            <FaqSearch />
          </WithNamespaces>
        </Suspense>
      </I18nProvider>,
    ),
  );
  expect(await screen.findByText(de.faq.search)).toBeInTheDocument();
  root.unmount();
  container.remove();
  expect(errors.mock.calls).toEqual([]);
});
