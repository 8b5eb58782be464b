import type { Meta, StoryObj } from '@storybook/react-vite';
import { CalendarCheck, MessagesSquare, Users } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { StatCards } from './stat-cards';

const items = (labels: [string, string, string], values: [string, string, string]) => [
  { id: 'users', label: labels[0], value: values[0], icon: <Users /> },
  { id: 'chats', label: labels[1], value: values[1], icon: <MessagesSquare /> },
  { id: 'appointments', label: labels[2], value: values[2], icon: <CalendarCheck /> },
];

const meta = {
  title: 'Admin/StatCards',
  component: StatCards,
  args: { label: 'Overview', items: items(['Total Users', 'Active Chats', 'Appointments'], ['1,234', '56', '23']) },
  parameters: {
    localeArgs: {
      de: { label: 'Überblick', items: items(['Nutzer gesamt', 'Aktive Chats', 'Termine'], ['1.234', '56', '23']) },
      tr: { label: 'Genel bakış', items: items(['Toplam Kullanıcı', 'Aktif Sohbet', 'Randevu'], ['1.234', '56', '23']) },
    },
  },
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
