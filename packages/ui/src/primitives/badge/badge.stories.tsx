import type { Meta, StoryObj } from '@storybook/react-vite';
import { variantArgTypes } from '@story/variant-arg-types';
import { Badge, badgeVariants } from './badge';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  argTypes: variantArgTypes(badgeVariants),
  args: { children: 'Coming Soon' },
  parameters: { localeArgs: { de: { children: 'Demnächst' }, tr: { children: 'Çok yakında' } } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};
export const Accent: Story = { args: { tone: 'accent' } };
export const Success: Story = { args: { tone: 'success', children: 'Active' } };
export const Danger: Story = { args: { tone: 'danger', children: 'Inactive' } };
export const LongGerman: Story = { args: { tone: 'accent', children: 'Demnächst verfügbar' }, globals: { locale: 'de' } };
export const Turkish: Story = { args: { tone: 'accent', children: 'Çok yakında' }, globals: { locale: 'tr' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
