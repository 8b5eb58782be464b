import { fixtureAdapters } from '@zk/data/testing';
import type { Language } from '@zk/i18n';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../test-support/render-site';
import { HomePage } from '../home-page';

vi.hoisted(() => {
  (globalThis as Record<string, unknown>).__SITE_CONFIG__ = { siteUrl: 'http://localhost', contactEmail: 'hello@example.com' };
});

/** Renders the home page and waits for its lazily loaded sections below the hero. */
async function renderHome(language: Language) {
  const view = renderAt(<HomePage />, {
    path: `/${language}`,
    adapters: fixtureAdapters().adapters,
    language,
  });
  await screen.findByRole('table', {}, { timeout: 10_000 });
  return view;
}

const waitlistIds = ['cold-email', 'personalized-email', 'social-media', 'phone-callers', 'instagram', 'twitter', 'telegram'];

describe.each(['en', 'de', 'tr'] as const)('HomePage (%s)', (language) => {
  it('renders the sections in order with their anchors', async () => {
    const { container } = await renderHome(language);
    const ids = [...container.querySelectorAll('section[id]')].map((section) => section.id);
    expect(ids).toEqual(['hero', 'problem', 'services', 'process', 'comparison', 'pricing', 'benefits']);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('links every waitlist entry to its service id and every call-to-action to contact', async () => {
    await renderHome(language);
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs.filter((href) => href?.includes('/waitlist'))).toEqual(waitlistIds.map((id) => `/${language}/waitlist?service=${id}`));
    // Hero, See How It Works, three quotes and the strategy call.
    expect(hrefs.filter((href) => href === `/${language}/contact`)).toHaveLength(6);
    expect(hrefs).toContain(`/${language}/zkagent`);
  });

  it('shows five service cards, three steps, three tiers, four benefits and a six-row comparison', async () => {
    await renderHome(language);
    const services = document.getElementById('services')!;
    // Five service cards plus the coming-soon feature.
    expect(within(services).getAllByRole('article')).toHaveLength(6);
    expect(within(services).getAllByRole('list')[0]!.children).toHaveLength(5);
    expect(within(document.getElementById('process')!).getAllByRole('listitem')).toHaveLength(3);
    expect(within(document.getElementById('pricing')!).getAllByRole('link')).toHaveLength(3);
    expect(within(document.getElementById('benefits')!).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(screen.getAllByRole('rowheader')).toHaveLength(6);
    expect(screen.getAllByRole('columnheader')[1]).toHaveTextContent('ZK Automations');
  });

  // § 5/§ 6 UWG (issue 47 item 8): no unverifiable column for competitors as a group, privacy as a service.
  it('compares only with manual solutions and sells privacy as the data processing agreement it includes', async () => {
    const { container } = await renderHome(language);
    expect(screen.getAllByRole('columnheader')).toHaveLength(3);
    expect(container.textContent).not.toMatch(
      /other providers|andere Anbieter|diğer sağlayıcılar|GDPR-compliant|DSGVO-konform|uygun veri işleme/i,
    );
    expect(container.textContent).toMatch(/Art\. 28 (GDPR|DSGVO)|KVKK ve GDPR kapsamında veri işleme sözleşmesi/);
  });
});

describe('HomePage result figures', () => {
  // Nothing configured (RESULTS_*): no savings, conversion or hours figure anywhere (§ 5 UWG, issue 30 item 11).
  it.each(['en', 'de', 'tr'] as const)('claims no result figure in %s when none is configured', async (language) => {
    const { container } = await renderHome(language);
    expect(container.textContent).not.toMatch(/\d+\s?%|%\s?\d+|\b\d+\s?(?:X|×|kat)\b|100\+/);
    expect(within(document.getElementById('benefits')!).getAllByRole('heading', { level: 3 })[0]).toHaveTextContent('72');
  });
});

describe('HomePage privacy wording', () => {
  // Turkish readers look for KVKK; the GDPR applies too, the company being in Germany (issue 21).
  it('names KVKK first, then GDPR, on the Turkish page', async () => {
    await renderHome('tr');
    expect(screen.getByText('KVKK ve GDPR kapsamında veri işleme sözleşmesi dâhil')).toBeInTheDocument();
    expect(screen.queryByText(/DSGVO/)).toBeNull();
  });

  it('names the GDPR, not KVKK, on the English and German pages', async () => {
    for (const [language, law] of [
      ['en', /GDPR/],
      ['de', /DSGVO/],
    ] as const) {
      const { unmount } = await renderHome(language);
      expect(screen.getAllByText(law).length).toBeGreaterThan(0);
      expect(screen.queryByText(/KVKK/)).toBeNull();
      unmount();
    }
  });
});
