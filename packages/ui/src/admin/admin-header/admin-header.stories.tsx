import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Logo } from '../../brand/logo';
import { SessionCountdown } from '../session-countdown';
import { AdminHeader } from './admin-header';

const session = (label: string, description: string) => (
  <SessionCountdown remainingMs={183_000} labels={{ label, description }} />
);

const meta = {
  title: 'Admin/AdminHeader',
  component: AdminHeader,
  args: {
    logo: <Logo name="ZK Automations" />,
    session: session('Session ends in', 'You are signed out automatically at 0:00.'),
    signOutLabel: 'Sign out',
    onSignOut: fn(),
  },
  parameters: {
    localeArgs: {
      de: { signOutLabel: 'Abmelden', session: session('Sitzung endet in', 'Bei 0:00 werden Sie automatisch abgemeldet.') },
      tr: { signOutLabel: 'Çıkış yap', session: session('Oturumun bitmesine', 'Sayaç 0:00 olduğunda oturumunuz kapanır.') },
    },
  },
} satisfies Meta<typeof AdminHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sign out' }));
    await expect(args.onSignOut).toHaveBeenCalled();
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
