import { inLocales } from '@story/copy';
import { agentCtaProps } from '@zk/site/props';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CtaBanner } from './cta-banner';

/** The ZK Agent page's closing call to action, by the site's own `agentCtaProps`. */
const { en, de, tr } = inLocales(agentCtaProps);

const meta = {
  title: 'Sections/CtaBanner',
  component: CtaBanner,
  args: en,
  parameters: {
    usage: {
      when: 'A closing call to action in a card: a title, a sentence and buttons, at the end of a page (FAQ, ZK Agent).',
      limits: ['Title: 24 px over 308 px on a phone, about 18 characters a line; within 3 lines (about 55 characters).'],
      states: ['English, German, Turkish, phone'],
    },
    localeArgs: { de, tr },
  },
  decorators: [(Story) => <div className="mx-auto max-w-5xl p-4 sm:p-8">{Story()}</div>],
} satisfies Meta<typeof CtaBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Request Demo' })).toHaveAttribute('href', '/en/contact');
  },
};
export const LongGerman: Story = { args: de, globals: { locale: 'de' } };
export const Turkish: Story = { args: tr, globals: { locale: 'tr' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
