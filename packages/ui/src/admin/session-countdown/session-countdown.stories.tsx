import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SessionCountdown } from './session-countdown';

const meta = {
  title: 'Admin/SessionCountdown',
  component: SessionCountdown,
  args: {
    remainingMs: 300_000,
    labels: { label: 'Session ends in', description: 'You are signed out automatically when the timer reaches 0:00.' },
  },
  parameters: {
    localeArgs: {
      de: { labels: { label: 'Sitzung endet in', description: 'Sobald der Timer 0:00 erreicht, werden Sie automatisch abgemeldet.' } },
      tr: { labels: { label: 'Oturumun bitmesine', description: 'Sayaç 0:00 olduğunda oturumunuz otomatik olarak kapanır.' } },
    },
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
