import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../../primitives/button';
import { CtaBanner } from '../cta-banner';
import { Faq } from './faq';
import { faqDe, faqEn, faqLabelsDe, faqLabelsEn, faqLabelsTr, faqTr } from './fixtures';

const meta = {
  title: 'Sections/Faq',
  component: Faq,
  args: { categories: faqEn, labels: faqLabelsEn, locale: 'en' },
  parameters: {
    localeArgs: {
      de: { categories: faqDe, labels: faqLabelsDe, locale: 'de' },
      tr: { categories: faqTr, labels: faqLabelsTr, locale: 'tr' },
    },
  },
  decorators: [(Story) => <div className="mx-auto max-w-3xl p-4 sm:p-8">{Story()}</div>],
} satisfies Meta<typeof Faq>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Browsing: Story = {};

export const OneCategoryAtATime: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
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
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search the FAQ' }), 'GDPR');
    await expect(canvas.getByText('1 question found')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Is our data secure?' })).toHaveAttribute('aria-expanded', 'true');
  },
};

export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox'), 'quantum');
    await expect(canvas.getByRole('heading', { name: 'No matching questions' })).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Clear search' })[1]!);
    await expect(canvas.getByRole('button', { name: 'General' })).toBeVisible();
  },
};

export const LongGerman: Story = {
  args: {
    categories: faqDe,
    labels: faqLabelsDe,
    locale: 'de',
    footer: (
      <CtaBanner
        title="Noch Fragen offen?"
        description="Erzählen Sie uns von Ihrem Unternehmen, und wir zeigen Ihnen, was KI-Automatisierung dort leisten kann."
        actions={
          <Button asChild size="lg">
            <a href="/de/contact">Kontakt aufnehmen</a>
          </Button>
        }
      />
    ),
  },
};

export const TurkishCapitalsSearch: Story = {
  args: { categories: faqTr, labels: faqLabelsTr, locale: 'tr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'SSS’de ara' }), 'İADE');
    await expect(canvas.getByRole('button', { name: 'Aylık iptal edebilir miyim, ücret iadesi var mı?' })).toBeVisible();
  },
};
export const Turkish: Story = { args: { categories: faqTr, labels: faqLabelsTr, locale: 'tr' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
