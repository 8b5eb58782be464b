import { storyT } from '@story/copy';
import { renderedArgs, type Locale } from '@story/locale';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { activityLogLabels, activityLogRows, activityLogRowsIn } from './fixtures';
import { ActivityLog } from './activity-log';
import type { ActivityLogRow } from './labels';

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

/** Under the toolbar's German or Turkish, a story keeps its own rows (the meta's localeArgs bring them all). */
const rowsIn = (rows: (locale: Locale) => ActivityLogRow[]) => ({ localeArgs: { de: { rows: rows('de') }, tr: { rows: rows('tr') } } });
const failures = (rows: ActivityLogRow[]) => rows.filter((row) => row.outcome !== 'success');
const networkError = (locale: Locale) => storyT(locale)('admin.errors.codes.network');

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
  args: { kindFilter: 'failure', hasMore: false, rows: failures(activityLogRows) },
  parameters: rowsIn((locale) => failures(activityLogRowsIn(locale))),
};
export const Empty: Story = { args: { rows: [], hasMore: false }, parameters: rowsIn(() => []) };
export const Loading: Story = { args: { state: 'loading', rows: [] }, parameters: rowsIn(() => []) };
export const Failed: Story = {
  args: { state: 'error', rows: [], errorMessage: networkError('en') },
  parameters: {
    localeArgs: { de: { rows: [], errorMessage: networkError('de') }, tr: { rows: [], errorMessage: networkError('tr') } },
  },
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
