import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { localized, storyCopy } from '@story/copy';
import { Logo } from '../../brand/logo';
import { SessionCountdown } from '../session-countdown';
import { AdminHeader } from './admin-header';

const copy = localized((locale) => {
  const { signOut, session } = storyCopy[locale].admin.dashboard;
  return { signOutLabel: signOut, session: <SessionCountdown remainingMs={183_000} labels={session} /> };
});

const meta = {
  title: 'Admin/AdminHeader',
  component: AdminHeader,
  args: {
    logo: <Logo name="ZK Automations" />,
    ...copy.args,
    onSignOut: fn(),
  },
  parameters: { localeArgs: copy.localeArgs },
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
