import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from './spinner';

const meta = {
  title: 'Admin/Spinner',
  component: Spinner,
  args: { label: 'Loading…' },
  parameters: { localeArgs: { de: { label: 'Wird geladen …' }, tr: { label: 'Yükleniyor…' } } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…');
  },
};
export const Page: Story = { args: { layout: 'page' } };
