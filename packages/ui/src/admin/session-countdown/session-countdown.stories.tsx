import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localized } from '@story/copy';
import { sessionLabels } from '@zk/site/props';
import { SessionCountdown } from './session-countdown';

const copy = localized((context) => ({ labels: sessionLabels(context) }));

const meta = {
  title: 'Admin/SessionCountdown',
  component: SessionCountdown,
  args: {
    remainingMs: 300_000,
    ...copy.args,
  },
  parameters: {
    usage: {
      when: "The admin session's remaining minutes in the header.",
      states: ['Full, last minute (warning colour)'],
    },
    localeArgs: copy.localeArgs,
  },
  decorators: [(Story) => <div className="p-6">{Story()}</div>],
} satisfies Meta<typeof SessionCountdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('5:00');
  },
};
export const LastMinute: Story = {
  args: { remainingMs: 42_000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('0:42');
  },
};
