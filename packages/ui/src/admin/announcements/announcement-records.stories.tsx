import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { AnnouncementRecords } from './announcement-records';
import { storyT } from '@story/copy';
import { renderedArgs, type Locale } from '@story/locale';
import { announcementRecordRows, recordsLabels } from './fixtures';

const meta = {
  title: 'Admin/AnnouncementRecords',
  component: AnnouncementRecords,
  tags: ['table'],
  args: { labels: recordsLabels('en'), rows: announcementRecordRows('en'), state: 'ready', onReload: fn() },
  parameters: {
    usage: {
      when: 'The record of every announcement sent: when, by whom, to how many, delivered and failed. A table on wide screens, one card per record on a phone.',
      states: ['Records, None, Loading, Failed', 'Long German and Turkish, and on a phone'],
    },
    localeArgs: {
      de: { labels: recordsLabels('de'), rows: announcementRecordRows('de') },
      tr: { labels: recordsLabels('tr'), rows: announcementRecordRows('tr') },
    },
  },
  decorators: [(Story) => <div className="mx-auto max-w-5xl p-6">{Story()}</div>],
} satisfies Meta<typeof AnnouncementRecords>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Records: Story = {
  play: async (context) => {
    const { labels, rows } = renderedArgs(context);
    const table = within(context.canvasElement).getByRole('table');
    await expect(within(table).getByRole('columnheader', { name: labels.delivered })).toBeInTheDocument();
    await expect(within(table).getByRole('rowheader', { name: new RegExp(`^${rows[0]!.whenLabel}`) })).toBeInTheDocument();
  },
};
/** Under the toolbar's German or Turkish, a story without rows keeps none (the meta's localeArgs bring the sample). */
const noRows = { localeArgs: { de: { rows: [] }, tr: { rows: [] } } };
const networkError = (locale: Locale) => storyT(locale)('admin.errors.codes.network');

export const None: Story = { args: { rows: [] }, parameters: noRows };
export const Loading: Story = { args: { state: 'loading', rows: [] }, parameters: noRows };
export const Failed: Story = {
  args: { state: 'error', rows: [], errorMessage: networkError('en') },
  parameters: {
    localeArgs: { de: { rows: [], errorMessage: networkError('de') }, tr: { rows: [], errorMessage: networkError('tr') } },
  },
};
export const LongGerman: Story = { args: { labels: recordsLabels('de'), rows: announcementRecordRows('de') }, globals: { locale: 'de' } };
export const Turkish: Story = { args: { labels: recordsLabels('tr'), rows: announcementRecordRows('tr') }, globals: { locale: 'tr' } };
export const Mobile: Story = {
  globals: { locale: 'de', viewport: { value: 'mobile', isRotated: false } },
  args: { labels: recordsLabels('de'), rows: announcementRecordRows('de') },
};
