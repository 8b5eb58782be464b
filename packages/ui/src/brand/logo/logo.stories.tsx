import type { Meta, StoryObj } from '@storybook/react-vite';
import { Logo, LogoMark } from './logo';

const meta = {
  title: 'Primitives/Logo',
  component: Logo,
  args: { name: 'ZK Automations' },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const MarkOnly: Story = { render: () => <LogoMark className="size-16" /> };
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
