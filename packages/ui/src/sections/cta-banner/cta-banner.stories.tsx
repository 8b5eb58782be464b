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
  parameters: { localeArgs: { de, tr } },
  decorators: [(Story) => <div className="mx-auto max-w-5xl p-4 sm:p-8">{Story()}</div>],
} satisfies Meta<typeof CtaBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Request Demo' })).toHaveAttribute('href', '/en/contact');
  },
};
export const LongGerman: Story = { args: de };
export const Turkish: Story = { args: tr };
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
