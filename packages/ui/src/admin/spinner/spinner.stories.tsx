import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localized } from '@story/copy';
import { renderedArgs } from '@story/locale';
import { Spinner } from './spinner';

const copy = localized(({ t }) => ({ label: t('admin.loading') }));

const meta = {
  title: 'Admin/Spinner',
  component: Spinner,
  args: copy.args,
  parameters: {
    usage: {
      when: 'A loading status with its label, inline or filling the page.',
      states: ['Inline, page'],
    },
    localeArgs: copy.localeArgs,
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  play: async (context) => {
    await expect(within(context.canvasElement).getByRole('status')).toHaveTextContent(renderedArgs(context).label!);
  },
};
export const Page: Story = { args: { layout: 'page' } };
