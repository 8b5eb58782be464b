import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { localized } from '@story/copy';
import { renderedArgs } from '@story/locale';
import { exampleSite, sessionLabels } from '@zk/site/props';
import { Logo } from '../../brand/logo';
import { SessionCountdown } from '../session-countdown';
import { AdminHeader } from './admin-header';

/** The dashboard's header as dashboard-page.tsx fills it, three minutes into the session. */
const copy = localized((context) => ({
  signOutLabel: context.t('admin.dashboard.signOut'),
  session: <SessionCountdown remainingMs={183_000} labels={sessionLabels(context)} />,
}));

const meta = {
  title: 'Admin/AdminHeader',
  component: AdminHeader,
  args: {
    logo: <Logo name={exampleSite.brand} />,
    ...copy.args,
    onSignOut: fn(),
  },
  parameters: {
    usage: {
      when: "The admin's header: logo, session countdown and sign-out.",
      states: ['Default, phone'],
    },
    localeArgs: copy.localeArgs,
  },
} satisfies Meta<typeof AdminHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const { signOutLabel, onSignOut } = renderedArgs(context);
    await userEvent.click(within(context.canvasElement).getByRole('button', { name: signOutLabel }));
    await expect(onSignOut).toHaveBeenCalled();
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
