import { fixtureAdapters } from '@zk/data/testing';
import de from '@zk/i18n/locales/de';
import tr from '@zk/i18n/locales/tr';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../test-support/render-site';
import { FaqPage } from './faq-page';

vi.hoisted(() => Object.assign(globalThis, { __SITE_CONFIG__: { siteUrl: 'http://localhost:3000', contactEmail: 'hello@example.com' } }));

/** The questions whose text holds `word` as the page's language lower-cases it. */
const questionsWith = (questions: readonly { question: string; answer: string }[], word: string, locale: string) =>
  questions.filter(({ question, answer }) => `${question}\n${answer}`.toLocaleLowerCase(locale).includes(word)).map((q) => q.question);

/** Puts a query into the search box at once (typing it key by key re-filters the whole FAQ per letter). */
async function search(label: string, query: string) {
  await userEvent.click(screen.getByRole('searchbox', { name: label }));
  await userEvent.paste(query);
}

describe('FAQ page copy through i18next', () => {
  it('Turkish: a query in capitals (İ) finds questions written in lower case (i), and the count takes Turkish plural rules', async () => {
    renderAt(<FaqPage />, { path: '/tr/faq', adapters: fixtureAdapters().adapters, language: 'tr' });
    const expected = questionsWith(tr.faq.questions, 'iade', 'tr');
    expect(expected.length).toBeGreaterThan(0);
    await search(tr.faq.search, 'İADE');
    for (const question of expected) expect(await screen.findByRole('button', { name: question })).toBeInTheDocument();
    const form = expected.length === 1 ? tr.faq.results_one : tr.faq.results_other;
    expect(screen.getByText(form.replace('{{count}}', String(expected.length)))).toBeInTheDocument();
  });

  it('Turkish: a capital I is the dotless ı, so it does not match a dotted i', async () => {
    renderAt(<FaqPage />, { path: '/tr/faq', adapters: fixtureAdapters().adapters, language: 'tr' });
    expect('IADE'.toLocaleLowerCase('tr')).toBe('ıade');
    expect(questionsWith(tr.faq.questions, 'ıade', 'tr')).toEqual([]);
    await search(tr.faq.search, 'IADE');
    expect(screen.getByRole('heading', { name: tr.faq.noResultsTitle })).toBeInTheDocument();
  });

  it('German: the count of found questions takes the plural form', async () => {
    renderAt(<FaqPage />, { path: '/de/faq', adapters: fixtureAdapters().adapters, language: 'de' });
    const expected = questionsWith(de.faq.questions, 'daten', 'de');
    expect(expected.length).toBeGreaterThan(1);
    await search(de.faq.search, 'DATEN');
    expect(screen.getByText(de.faq.results_other.replace('{{count}}', String(expected.length)))).toBeInTheDocument();
  });
});
