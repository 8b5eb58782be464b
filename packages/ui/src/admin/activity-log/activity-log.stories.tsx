import { renderedArgs } from '@story/locale';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { activityLogLabels, activityLogRows, activityLogRowsIn } from './fixtures';
import { ActivityLog } from './activity-log';

const meta = {
  title: 'Admin/ActivityLog',
  component: ActivityLog,
  args: {
    labels: activityLogLabels('en'),
    rows: activityLogRows,
    state: 'ready',
    kindFilter: null,
    hasMore: true,
    onReload: fn(),
    onKindFilterChange: fn(),
    onLoadMore: fn(),
    onRevokeOthers: fn(async () => 2),
  },
  parameters: {
    usage: {
      when: "The console's security log: sign-ins with address and device, failures, factor and password changes, exports, erasures, announcements and configuration warnings, newest first, filtered by kind, with “sign out all other sessions”. The operator's answer to “was that me?”.",
      states: ['Events, filtered by kind', 'Empty, Loading, Failed, sign-out failed', 'Long German and Turkish, and on a phone'],
    },
    localeArgs: {
      de: { labels: activityLogLabels('de'), rows: activityLogRowsIn('de') },
      tr: { labels: activityLogLabels('tr'), rows: activityLogRowsIn('tr') },
    },
  },
  decorators: [(Story) => <div className="mx-auto max-w-5xl p-6">{Story()}</div>],
} satisfies Meta<typeof ActivityLog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Events: Story = {
  play: async (context) => {
    const { labels, onRevokeOthers } = renderedArgs(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: labels.revoke }));
    await expect(onRevokeOthers).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByRole('status')).toHaveTextContent(labels.revoked(2));
  },
};
export const Filtered: Story = {
  args: { kindFilter: 'failure', hasMore: false, rows: activityLogRows.filter((row) => row.outcome !== 'success') },
};
export const Empty: Story = { args: { rows: [], hasMore: false } };
export const Loading: Story = { args: { state: 'loading', rows: [] } };
export const Failed: Story = {
  args: { state: 'error', rows: [], errorMessage: 'The server could not be reached. Check your connection and try again.' },
};
export const RevokeFailed: Story = {
  args: { onRevokeOthers: fn(async () => Promise.reject(new Error('offline'))) },
  play: async (context) => {
    const { labels } = renderedArgs(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: labels.revoke }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(labels.revokeFailed);
  },
};
export const LongGerman: Story = {
  args: { labels: activityLogLabels('de'), rows: activityLogRowsIn('de') },
  globals: { locale: 'de' },
};
export const Turkish: Story = {
  args: { labels: activityLogLabels('tr'), rows: activityLogRowsIn('tr'), kindFilter: 'sign_in' },
  globals: { locale: 'tr' },
};
export const Mobile: Story = {
  globals: { locale: 'de', viewport: { value: 'mobile', isRotated: false } },
  args: { labels: activityLogLabels('de'), rows: activityLogRowsIn('de') },
};
