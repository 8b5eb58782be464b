import { storyCopy } from '@story/copy';
import type { Locale } from '@story/locale';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../../primitives/button';
import { CtaBanner } from './cta-banner';

/** The ZK Agent page's closing call to action, as `zkagent-page.tsx` maps it. */
const agentCta = (locale: Locale) => {
  const { common, zkagent } = storyCopy[locale];
  return {
    ...zkagent.cta,
    actions: (
      <Button asChild size="lg">
        <a href={`/${locale}/contact`}>{common.requestDemo}</a>
      </Button>
    ),
  };
};
const de = agentCta('de');
const tr = agentCta('tr');

const meta = {
  title: 'Sections/CtaBanner',
  component: CtaBanner,
  args: agentCta('en'),
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
