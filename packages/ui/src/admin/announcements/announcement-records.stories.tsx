import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { AnnouncementRecords } from './announcement-records';
import { announcementRecordRows, recordsLabels } from './fixtures';

const meta = {
  title: 'Admin/AnnouncementRecords',
  component: AnnouncementRecords,
  args: { labels: recordsLabels('en'), rows: announcementRecordRows, state: 'ready', onReload: fn() },
  parameters: { localeArgs: { de: { labels: recordsLabels('de') }, tr: { labels: recordsLabels('tr') } } },
  decorators: [(Story) => <div className="mx-auto max-w-5xl p-6">{Story()}</div>],
} satisfies Meta<typeof AnnouncementRecords>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Records: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(within(table).getByRole('columnheader', { name: 'Delivered' })).toBeInTheDocument();
    await expect(within(table).getByRole('rowheader', { name: /^2 Jun 2026, 11:41/ })).toBeInTheDocument();
  },
};
export const None: Story = { args: { rows: [] } };
export const Loading: Story = { args: { state: 'loading', rows: [] } };
export const Failed: Story = {
  args: { state: 'error', rows: [], errorMessage: 'The server could not be reached. Check your connection and try again.' },
};
export const LongGerman: Story = { args: { labels: recordsLabels('de') } };
export const Turkish: Story = { args: { labels: recordsLabels('tr') } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } }, args: { labels: recordsLabels('de') } };
