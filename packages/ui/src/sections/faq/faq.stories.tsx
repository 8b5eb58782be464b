import { renderedArgs, type Locale } from '@story/locale';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { renderToString } from 'react-dom/server';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { CtaBanner } from '../cta-banner';
import { Faq, type FaqProps } from './faq';
import type { FaqCategory } from './faq-types';
import { faqContact, faqDe, faqEn, faqLabelsDe, faqLabelsEn, faqLabelsTr, faqTr } from './fixtures';

const meta = {
  title: 'Sections/Faq',
  component: Faq,
  tags: ['accordion'],
  args: { categories: faqEn, labels: faqLabelsEn, locale: 'en' },
  parameters: {
    usage: {
      when: 'Searchable questions in categories: one category open at a time, several questions open at once. Native disclosures before the scripts, the accordion after.',
      limits: ['Questions: 16 px, within 3 lines on a phone (about 45 characters).', 'Category names: one line.'],
      states: [
        'Browsing',
        'One category at a time',
        'Searching, no results',
        'Turkish capitals search (İ/ı folded the Turkish way)',
        'Prerendered (before hydration)',
        'Found in page',
      ],
    },
    localeArgs: {
      de: { categories: faqDe, labels: faqLabelsDe, locale: 'de' },
      tr: { categories: faqTr, labels: faqLabelsTr, locale: 'tr' },
    },
  },
  decorators: [(Story) => <div className="mx-auto max-w-3xl p-4 sm:p-8">{Story()}</div>],
} satisfies Meta<typeof Faq>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The accordion is a chunk of its own (faq-enhanced.tsx): waits for it to replace the stand-in disclosures. */
/** The accordion's chunk has loaded and taken over (a ceiling, not a budget: the first story to load it waits longest). */
const accordionLoaded = (canvasElement: HTMLElement) =>
  waitFor(() => expect(canvasElement.querySelector('[data-faq-panel]')).not.toBeNull(), { timeout: 20_000 });

export const Browsing: Story = { play: ({ canvasElement }) => accordionLoaded(canvasElement) };

/**
 * The questions the plays open, from the story's own copy: the first two categories, the second's first
 * and last questions (in English "Does the chatbot integrate with our CRM?" and "Is our data secure?"),
 * and a question of the first category that stays closed.
 */
function faqParts(context: Parameters<NonNullable<Story['play']>>[0]) {
  const { categories, labels } = renderedArgs(context);
  const [first, second] = categories as [FaqCategory, FaqCategory];
  return { labels, first, second, opened: second.items[0]!, target: second.items.at(-1)!, closed: first.items[1]! };
}

export const OneCategoryAtATime: Story = {
  play: async (context) => {
    const { first, second, opened, target } = faqParts(context);
    const canvas = within(context.canvasElement);
    await accordionLoaded(context.canvasElement);
    const general = canvas.getByRole('button', { name: first.title });
    const technical = canvas.getByRole('button', { name: second.title });
    await expect(general).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(technical);
    await expect(technical).toHaveAttribute('aria-expanded', 'true');
    await expect(general).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(canvas.getByRole('button', { name: opened.question }));
    await userEvent.click(canvas.getByRole('button', { name: target.question }));
    await expect(canvas.getByText(opened.answer)).toBeVisible();
    await expect(canvas.getByText(target.answer)).toBeVisible();
    await userEvent.click(technical);
    await expect(technical).toHaveAttribute('aria-expanded', 'false');
  },
};

/** A word found in one question only: in its answer in English, in the question itself in German and Turkish. */
const searchWords: Record<Locale, string> = { en: 'GDPR', de: 'Richtlinien', tr: 'kurallarımızı' };

export const Searching: Story = {
  play: async (context) => {
    const { labels, target } = faqParts(context);
    const word = searchWords[renderedArgs(context).locale as Locale];
    await expect(`${target.question} ${target.answer}`).toContain(word);
    const canvas = within(context.canvasElement);
    await accordionLoaded(context.canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: labels.search }), word);
    await expect(canvas.getByText(labels.results(1))).toBeVisible();
    await expect(canvas.getByRole('button', { name: target.question })).toHaveAttribute('aria-expanded', 'true');
  },
};

export const NoResults: Story = {
  play: async (context) => {
    const { labels, first } = faqParts(context);
    const canvas = within(context.canvasElement);
    await accordionLoaded(context.canvasElement);
    await userEvent.type(canvas.getByRole('searchbox'), 'quantum');
    await expect(canvas.getByRole('heading', { name: labels.noResultsTitle })).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: labels.clear })[1]!);
    await expect(canvas.getByRole('button', { name: first.title })).toBeVisible();
  },
};

export const LongGerman: Story = {
  play: Browsing.play,
  args: {
    categories: faqDe,
    labels: faqLabelsDe,
    locale: 'de',
    footer: <CtaBanner className="mt-8" {...faqContact('de')} />,
  },
  globals: { locale: 'de' },
};

export const TurkishCapitalsSearch: Story = {
  args: { categories: faqTr, labels: faqLabelsTr, locale: 'tr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await accordionLoaded(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'SSS’de ara' }), 'İADE');
    await expect(canvas.getByRole('button', { name: 'Aylık olarak iptal edebilir miyiz, ücret iadesi var mı?' })).toBeVisible();
  },
  globals: { locale: 'tr' },
};
/** The HTML the build prerenders, not hydrated: what a visitor has before the scripts run, or without them. */
function PrerenderedFaq(props: FaqProps) {
  return <div dangerouslySetInnerHTML={{ __html: renderToString(<Faq {...props} />) }} />;
}

export const Prerendered: Story = {
  render: (args) => <PrerenderedFaq {...args} />,
  play: async (context) => {
    const { first, second, target, closed } = faqParts(context);
    const canvas = within(context.canvasElement);
    const summary = (name: string) => canvas.getByRole('heading', { name }).closest('summary')!;
    await expect(context.canvasElement.querySelector('button')).toBeNull();
    await userEvent.click(summary(second.title));
    await expect(summary(target.question)).toBeVisible();
    await expect(summary(closed.question)).not.toBeVisible();
    await userEvent.click(summary(target.question));
    await expect(canvas.getByText(target.answer)).toBeVisible();
    // Back as it was prerendered: the screenshot matches Browsing's, pixel for pixel.
    await userEvent.click(summary(first.title));
    summary(first.title).blur();
  },
};

export const FoundInPage: Story = {
  play: async (context) => {
    const { first, second, target } = faqParts(context);
    const canvas = within(context.canvasElement);
    await accordionLoaded(context.canvasElement);
    const answer = canvas.getByText(target.answer);
    await expect(answer).not.toBeVisible();
    // What find-in-page does on a match in a closed panel: fire beforematch on each closed panel around it.
    for (const panel of Array.from(context.canvasElement.querySelectorAll('[hidden="until-found"]'))
      .filter((element) => element.contains(answer))
      .reverse()) {
      fireEvent(panel, new Event('beforematch'));
    }
    await expect(answer).toBeVisible();
    await expect(canvas.getByRole('button', { name: second.title })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: target.question })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: first.title })).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Turkish: Story = {
  args: { categories: faqTr, labels: faqLabelsTr, locale: 'tr' },
  play: Browsing.play,
  globals: { locale: 'tr' },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } }, play: Browsing.play };
