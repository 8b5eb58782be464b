import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { Faq } from './faq';
import { faqEn, faqLabelsEn, faqLabelsTr, faqTr } from './fixtures';

/** Renders the FAQ and waits for its accordion, a chunk of its own (faq-enhanced.tsx), to replace the stand-in disclosures. */
async function renderFaq(ui: ReactElement) {
  const result = render(ui);
  // The chunk's first import can take a while on a loaded machine.
  await waitFor(() => expect(result.container.querySelector('[data-faq-panel]')).not.toBeNull(), { timeout: 10_000 });
  return result;
}

const category = (name: string) => screen.getByRole('heading', { level: 2, name }).querySelector('button')!;

describe('Faq', () => {
  it('opens one category at a time, toggling on a second click', async () => {
    await renderFaq(<Faq categories={faqEn} labels={faqLabelsEn} locale="en" />);
    expect(category('General')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(category('Technical'));
    expect(category('Technical')).toHaveAttribute('aria-expanded', 'true');
    expect(category('General')).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(category('Technical'));
    expect(category('Technical')).toHaveAttribute('aria-expanded', 'false');
  });

  it('lets several questions of a category be open at once', async () => {
    await renderFaq(<Faq categories={faqEn} labels={faqLabelsEn} locale="en" />);
    await userEvent.click(screen.getByRole('button', { name: 'Which channels can the chatbot work on?' }));
    await userEvent.click(screen.getByRole('button', { name: 'Is this only for large companies?' }));
    expect(screen.getByText(/Your website, WhatsApp/)).toBeVisible();
    expect(screen.getByText(/Most of our clients/)).toBeVisible();
  });

  it('filters by question and answer text and shows matches expanded', async () => {
    await renderFaq(<Faq categories={faqEn} labels={faqLabelsEn} locale="en" />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search the FAQ' }), 'hubspot');
    expect(screen.getByText('1 question found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Does the chatbot integrate with our CRM?' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByRole('button', { name: 'Is our data secure?' })).not.toBeInTheDocument();
  });

  it('finds Turkish questions from a query in capitals', async () => {
    await renderFaq(<Faq categories={faqTr} labels={faqLabelsTr} locale="tr" />);
    await userEvent.type(screen.getByRole('searchbox'), 'İADE');
    expect(screen.getByRole('button', { name: 'Aylık olarak iptal edebilir miyiz, ücret iadesi var mı?' })).toBeInTheDocument();
    expect(screen.getByText('1 soru bulundu')).toBeInTheDocument();
  });

  it('shows an empty state that clears the search', async () => {
    await renderFaq(<Faq categories={faqEn} labels={faqLabelsEn} locale="en" />);
    await userEvent.type(screen.getByRole('searchbox'), 'quantum');
    expect(screen.getByRole('heading', { name: 'No matching questions' })).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Clear search' })[1]!);
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(category('General')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = await renderFaq(
      <main>
        <h1>FAQ</h1>
        <Faq categories={faqEn} labels={faqLabelsEn} locale="en" />
      </main>,
    );
    const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations).toEqual([]);
  });
});
