import type { Meta, StoryObj } from '@storybook/react-vite';
import { renderToString } from 'react-dom/server';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { CtaBanner } from '../cta-banner';
import { Faq, type FaqProps } from './faq';
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

export const OneCategoryAtATime: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await accordionLoaded(canvasElement);
    const general = canvas.getByRole('button', { name: 'General' });
    const technical = canvas.getByRole('button', { name: 'Technical' });
    await expect(general).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(technical);
    await expect(technical).toHaveAttribute('aria-expanded', 'true');
    await expect(general).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(canvas.getByRole('button', { name: 'Does the chatbot integrate with our CRM?' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Is our data secure?' }));
    await expect(canvas.getByText(/HubSpot, Salesforce/)).toBeVisible();
    await expect(canvas.getByText(/in line with the GDPR/)).toBeVisible();
    await userEvent.click(technical);
    await expect(technical).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Searching: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await accordionLoaded(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search the FAQ' }), 'GDPR');
    await expect(canvas.getByText('1 question found')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Is our data secure?' })).toHaveAttribute('aria-expanded', 'true');
  },
};

export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await accordionLoaded(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox'), 'quantum');
    await expect(canvas.getByRole('heading', { name: 'No matching questions' })).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Clear search' })[1]!);
    await expect(canvas.getByRole('button', { name: 'General' })).toBeVisible();
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = (name: string) => canvas.getByRole('heading', { name }).closest('summary')!;
    await expect(canvasElement.querySelector('button')).toBeNull();
    await userEvent.click(summary('Technical'));
    await expect(summary('Is our data secure?')).toBeVisible();
    await expect(summary('Which channels can the chatbot work on?')).not.toBeVisible();
    await userEvent.click(summary('Is our data secure?'));
    await expect(canvas.getByText(/in line with the GDPR/)).toBeVisible();
    // Back as it was prerendered: the screenshot matches Browsing's, pixel for pixel.
    await userEvent.click(summary('General'));
    summary('General').blur();
  },
};

export const FoundInPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await accordionLoaded(canvasElement);
    const answer = canvas.getByText(/in line with the GDPR/);
    await expect(answer).not.toBeVisible();
    // What find-in-page does on a match in a closed panel: fire beforematch on each closed panel around it.
    for (const panel of Array.from(canvasElement.querySelectorAll('[hidden="until-found"]'))
      .filter((element) => element.contains(answer))
      .reverse()) {
      fireEvent(panel, new Event('beforematch'));
    }
    await expect(answer).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Technical' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: 'Is our data secure?' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: 'General' })).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Turkish: Story = {
  args: { categories: faqTr, labels: faqLabelsTr, locale: 'tr' },
  play: Browsing.play,
  globals: { locale: 'tr' },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } }, play: Browsing.play };
