import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Faq, type FaqProps } from './faq';
import { faqEn, faqLabelsEn, faqLabelsTr, faqTr } from './fixtures';

const english: FaqProps = { categories: faqEn, labels: faqLabelsEn, locale: 'en' };
let root: Root | undefined;

/** The FAQ's HTML as the build prerenders it, in the document but not hydrated (no scripts yet). */
function prerender(props: FaqProps = english) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Faq {...props} />);
  document.body.append(container);
  return container;
}

/** Hydrates: the disclosures stay until the visitor first does something in the FAQ. */
async function hydrateOnly(container: HTMLElement, props: FaqProps = english) {
  await act(async () => {
    root = hydrateRoot(container, <Faq {...props} />);
  });
}

/**
 * Waits for the takeover: the accordion is a chunk of its own (faq-enhanced.tsx), whose first import is
 * transformed on demand and can take seconds on a loaded machine (a ceiling, not a budget).
 */
async function tookOver(container: HTMLElement) {
  await waitFor(() => expect(container.querySelector('[data-faq-panel]')).not.toBeNull(), { timeout: 20_000 });
}

/** Hydrates, lets the visitor focus the search box (the first interaction), and waits for the takeover. */
async function hydrate(container: HTMLElement, props: FaqProps = english) {
  await hydrateOnly(container, props);
  fireEvent.focusIn(container.querySelector('input[type="search"]')!);
  await tookOver(container);
}

const summary = (container: HTMLElement, text: string) => within(container).getByText(text).closest('summary')!;
const trigger = (name: string) => screen.getByRole('button', { name });

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

describe('Faq, prerendered', () => {
  it('is native disclosures: one category open, every answer in the page, categories sharing a name', () => {
    const container = prerender();
    const categories = container.querySelectorAll('details[data-faq-category]');
    expect(categories).toHaveLength(faqEn.length);
    expect(new Set(Array.from(categories, (details) => details.getAttribute('name'))).size).toBe(1);
    expect(Array.from(categories, (details) => details.hasAttribute('open'))).toEqual([true, false, false, false]);
    expect(summary(container, 'Technical').parentElement).toHaveTextContent('HubSpot, Salesforce, Pipedrive and Zoho');
    expect(within(container).getByRole('heading', { level: 3, name: 'Is our data secure?' }).closest('summary')).not.toBeNull();
    expect(container.querySelector('button')).toBeNull();
  });

  it('has no axe violations before hydration', async () => {
    const container = prerender();
    container.innerHTML = `<main><h1>FAQ</h1>${container.innerHTML}</main>`;
    const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations).toEqual([]);
  });

  it('hydrates without a mismatch, then the accordion takes over drawn from the same classes', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const container = prerender();
    const summaryClasses = summary(container, 'General').className;
    await hydrate(container);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(container.querySelector('details')).toBeNull();
    const general = screen.getByRole('heading', { level: 2, name: 'General' }).querySelector('button')!;
    expect(general).toHaveAttribute('aria-expanded', 'true');
    expect(summaryClasses.split(' ')).toEqual(expect.arrayContaining(general.className.split(' ')));
  });

  it('stays native disclosures after hydration until the visitor first does something in it', async () => {
    const container = prerender();
    await hydrateOnly(container);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(container.querySelector('[data-faq-panel]')).toBeNull();
    expect(container.querySelectorAll('details[data-faq-category]')).toHaveLength(faqEn.length);
    fireEvent.focusIn(summary(container, 'Technical'));
    await tookOver(container);
    expect(container.querySelector('details')).toBeNull();
  });

  it('keeps what was opened before the takeover, and what was focused', async () => {
    const container = prerender();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await hydrateOnly(container);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    (container.querySelector('details[open]') as HTMLDetailsElement).open = false;
    summary(container, 'Technical').parentElement!.setAttribute('open', '');
    summary(container, 'Is our data secure?').parentElement!.setAttribute('open', '');
    // jsdom does not count a summary as focusable, as browsers do.
    summary(container, 'Is our data secure?').tabIndex = 0;
    summary(container, 'Is our data secure?').focus();
    summary(container, 'Is our data secure?').removeAttribute('tabindex');
    await tookOver(container);
    expect(trigger('Technical')).toHaveAttribute('aria-expanded', 'true');
    expect(trigger('General')).toHaveAttribute('aria-expanded', 'false');
    expect(trigger('Is our data secure?')).toHaveAttribute('aria-expanded', 'true');
    expect(trigger('Is our data secure?')).toHaveFocus();
    expect(screen.getByText(/in line with the GDPR/)).toBeVisible();
    expect(trigger('Does the chatbot integrate with our CRM?')).toHaveAttribute('aria-expanded', 'false');
  });

  it('waits for a press on a summary to be released, so its click is not lost under the takeover', async () => {
    const container = prerender();
    await hydrateOnly(container);
    const technical = summary(container, 'Technical');
    // A press focuses the summary long before the button comes up (about 100 ms for a person).
    technical.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    technical.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(container.querySelector('[data-faq-panel]')).toBeNull();
    technical.dispatchEvent(new PointerEvent('pointerup', { bubbles: true }));
    // The release's click, and the browser's toggle after it (jsdom does not toggle a summary's details; the
    // categories share a name, so opening one closes the other): the accordion takes over what it shows.
    technical.click();
    container.querySelector('details[data-faq-category][open]')!.removeAttribute('open');
    technical.parentElement!.setAttribute('open', '');
    await tookOver(container);
    expect(trigger('Technical')).toHaveAttribute('aria-expanded', 'true');
    expect(trigger('General')).toHaveAttribute('aria-expanded', 'false');
  });

  it('takes over when a press on a summary is released outside the FAQ, so the keyboard is not left waiting', async () => {
    const container = prerender();
    await hydrateOnly(container);
    const technical = summary(container, 'Technical');
    technical.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    technical.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    // The pointer slid off the FAQ and came up over the rest of the page.
    document.body.dispatchEvent(new PointerEvent('pointerup', { bubbles: true }));
    await tookOver(container);
    expect(trigger('Technical')).toBeInTheDocument();
  });

  it('takes over at once what was focused before hydration', async () => {
    const container = prerender();
    summary(container, 'Technical').tabIndex = 0;
    summary(container, 'Technical').focus();
    summary(container, 'Technical').removeAttribute('tabindex');
    await hydrateOnly(container);
    await tookOver(container);
    expect(trigger('Technical')).toHaveFocus();
  });

  it('gives a click on a disclosure made while the accordion is on its way to the accordion', async () => {
    const container = prerender();
    await hydrateOnly(container);
    // The first interaction starts the takeover; the click comes before the accordion is there (the
    // events go straight to the DOM, outside act(), so React has not rendered in between).
    summary(container, 'General').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    summary(container, 'Technical').dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    summary(container, 'Is our data secure?').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    await tookOver(container);
    expect(trigger('Technical')).toHaveAttribute('aria-expanded', 'true');
    expect(trigger('General')).toHaveAttribute('aria-expanded', 'false');
    expect(trigger('Is our data secure?')).toHaveAttribute('aria-expanded', 'true');
  });

  it('filters by what was typed before hydration, Turkish capitals too', async () => {
    const turkish: FaqProps = { categories: faqTr, labels: faqLabelsTr, locale: 'tr' };
    const container = prerender(turkish);
    (container.querySelector('input[type="search"]') as HTMLInputElement).value = 'İADE';
    // Typed before hydration: the accordion takes over at once.
    await hydrateOnly(container, turkish);
    await tookOver(container);
    expect(screen.getByRole('searchbox')).toHaveValue('İADE');
    expect(screen.getByText('1 soru bulundu')).toBeInTheDocument();
    expect(trigger('Aylık olarak iptal edebilir miyiz, ücret iadesi var mı?')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByRole('button', { name: 'Kurulum ne kadar sürer?' })).not.toBeInTheDocument();
  });
});

describe('Faq, hydrated', () => {
  it('keeps closed answers in the page until found: find-in-page opens their category', async () => {
    const container = prerender();
    await hydrate(container);
    const panel = container.querySelector(`[aria-labelledby="${trigger('Technical').id}"]`)!;
    expect(panel).toHaveAttribute('hidden', 'until-found');
    fireEvent(panel, new Event('beforematch'));
    expect(trigger('Technical')).toHaveAttribute('aria-expanded', 'true');
    expect(trigger('General')).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toHaveAttribute('hidden');
  });

  it('empties the search box and puts the focus back in it', async () => {
    await hydrate(prerender());
    const box = screen.getByRole('searchbox', { name: 'Search the FAQ' });
    await userEvent.type(box, 'quantum');
    await userEvent.click(screen.getAllByRole('button', { name: 'Clear search' })[0]!);
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    expect(trigger('General')).toBeVisible();
  });
});
