import type { Meta, StoryObj } from '@storybook/react-vite';
import { CalendarCheck, MessagesSquare, Users } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { localized, storyCopy } from '@story/copy';
import { StatCards } from './stat-cards';

/** The dashboard's sample figures (SPEC section 2) under the dictionary's labels, as dashboard-page.tsx shows them. */
const copy = localized((locale) => {
  const { label, totalUsers, activeChats, appointments } = storyCopy[locale].admin.dashboard.stats;
  const number = new Intl.NumberFormat(locale);
  return {
    label,
    items: [
      { id: 'users', label: totalUsers, value: number.format(1234), icon: <Users /> },
      { id: 'chats', label: activeChats, value: number.format(56), icon: <MessagesSquare /> },
      { id: 'appointments', label: appointments, value: number.format(23), icon: <CalendarCheck /> },
    ],
  };
});

const meta = {
  title: 'Admin/StatCards',
  component: StatCards,
  args: copy.args,
  parameters: { localeArgs: copy.localeArgs },
  decorators: [(Story) => <div className="p-6">{Story()}</div>],
} satisfies Meta<typeof StatCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1,234')).toBeVisible();
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
