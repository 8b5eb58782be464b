import { inLocales, storyContext } from '@story/copy';
import { agentIntroProps, pageIntroProps } from '@zk/site/props';
import { renderedArgs } from '@story/locale';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageIntro } from './page-intro';

/** The FAQ page's opening in each language, by the site's own `pageIntroProps`. */
const faq = inLocales((context) => pageIntroProps(context, 'faq'));

const meta = {
  title: 'Sections/PageIntro',
  component: PageIntro,
  args: faq.en,
  parameters: {
    usage: {
      when: 'The opening of every inner page: its h1, a lead sentence and optional buttons. The home page uses Hero.',
      limits: [
        'Title: 32 px over 350 px on a phone, about 21 characters a line; within 4 lines (about 85 characters; the Long German story tests that length).',
        'Lead: one or two sentences.',
      ],
      states: ['Title and lead', 'With actions', 'German, Turkish, phone'],
    },
    layout: 'fullscreen',
    localeArgs: { de: faq.de, tr: faq.tr },
  },
} satisfies Meta<typeof PageIntro>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    await expect(within(context.canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(String(renderedArgs(context).title));
  },
};
export const WithActions: Story = {
  args: agentIntroProps(storyContext('en')),
  parameters: { localeArgs: { de: agentIntroProps(storyContext('de')), tr: agentIntroProps(storyContext('tr')) } },
};
export const LongGerman: Story = {
  args: {
    // Longer than any page's title, to test the wrapping.
    title: 'Sprechen wir über Ihre Automatisierung und darüber, wo KI sich für Sie wirklich lohnt',
    lead: pageIntroProps(storyContext('de'), 'contact').lead,
  },
  globals: { locale: 'de' },
};
export const Turkish: Story = {
  args: pageIntroProps(storyContext('tr'), 'waitlist'),
  globals: { locale: 'tr' },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
