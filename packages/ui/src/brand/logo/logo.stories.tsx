import type { Meta, StoryObj } from '@storybook/react-vite';
import { Logo, LogoMark } from './logo';

const meta = {
  title: 'Primitives/Logo',
  component: Logo,
  args: { name: 'ZK Automations' },
  parameters: {
    usage: {
      when: "The brand mark with the company name, in the header and the footer; the mark alone where there is no room (a favicon, a phone's menu).",
      states: ['Mark and name', 'Mark only', 'On a phone'],
      dont: ['Recolouring or stretching the mark: use the component as it is.'],
    },
  },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const MarkOnly: Story = { render: () => <LogoMark className="size-16" /> };
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
