import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { contactRows, leadsLabelsDe, leadsLabelsEn, leadsLabelsTr, waitlistRows } from './fixtures';
import { LeadsPanel } from './leads-panel';

const meta = {
  title: 'Admin/LeadsPanel',
  component: LeadsPanel,
  args: { labels: leadsLabelsEn, contacts: contactRows, waitlist: waitlistRows, csvHref: '/api/leads.csv' },
  parameters: { localeArgs: { de: { labels: leadsLabelsDe }, tr: { labels: leadsLabelsTr } } },
  decorators: [(Story) => <div className="mx-auto max-w-5xl p-6">{Story()}</div>],
} satisfies Meta<typeof LeadsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Leads: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/leads.csv');
    const contacts = canvas.getByRole('list', { name: 'Contact inquiries' });
    await expect(within(contacts).getAllByRole('listitem')).toHaveLength(2);
  },
};
export const Empty: Story = {
  args: { contacts: [], waitlist: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No contact inquiries yet')).toBeVisible();
  },
};
export const Loading: Story = { args: { loading: true } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
