import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localized } from '@story/copy';
import { renderedArgs } from '@story/locale';
import { statCardsProps } from '@zk/site/props';
import { StatCards } from './stat-cards';

/** The dashboard's sample figures (SPEC section 2) under the dictionary's labels, by the site's own `statCardsProps`. */
const copy = localized(statCardsProps);

const meta = {
  title: 'Admin/StatCards',
  component: StatCards,
  tags: ['tiles'],
  args: copy.args,
  parameters: {
    usage: {
      when: "The dashboard's sample figures, numbers formatted in the admin's language.",
      states: ['Default, phone'],
    },
    localeArgs: copy.localeArgs,
  },
  decorators: [(Story) => <div className="p-6">{Story()}</div>],
} satisfies Meta<typeof StatCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    for (const item of renderedArgs(context).items) await expect(within(context.canvasElement).getByText(item.value)).toBeVisible();
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
