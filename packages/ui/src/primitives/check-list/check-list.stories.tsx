import type { Meta, StoryObj } from '@storybook/react-vite';
import { CircleCheck } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { pricingDe, pricingEn, pricingTr } from '../../sections/pricing/fixtures';
import { CheckList } from './check-list';

const features = (tiers: typeof pricingEn.tiers) => tiers[0]!.features;

const meta = {
  title: 'Primitives/CheckList',
  component: CheckList,
  args: { items: features(pricingEn.tiers), className: 'flex flex-col gap-3', itemClassName: 'text-foreground' },
  parameters: {
    usage: {
      when: "A list of what is included, each item with a check mark: a pricing tier's features, what a service covers. A list of steps is the ProcessSection; plain bullets are a plain list.",
      limits: ["An item: one line at 390 px, about 40 characters; German items often take two lines, which the mark's alignment allows."],
      states: ['Default and with circled marks', 'Two columns from the sm width', 'Long German and Turkish items, and on a phone'],
      do: ['Start every item the same way (a noun or a verb), so the list scans.'],
      dont: ['Mixing included and excluded items: the check mark says every item is included.'],
    },
    localeArgs: { de: { items: features(pricingDe.tiers) }, tr: { items: features(pricingTr.tiers) } },
  },
  decorators: [(Story) => <div className="max-w-md p-4 sm:p-8">{Story()}</div>],
} satisfies Meta<typeof CheckList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(features(pricingEn.tiers).length);
  },
};
export const CircledMarks: Story = { args: { icon: CircleCheck, itemClassName: 'text-foreground/90' } };
export const TwoColumns: Story = { args: { className: 'grid gap-3 sm:grid-cols-2' } };
export const LongGerman: Story = { args: { items: features(pricingDe.tiers) }, globals: { locale: 'de' } };
export const Turkish: Story = { args: { items: features(pricingTr.tiers) }, globals: { locale: 'tr' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
