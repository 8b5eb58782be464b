import { storyT } from '@story/copy';
import { renderedArgs, type Locale } from '@story/locale';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mailLogLabels, mailLogRows, mailLogRowsIn } from './fixtures';
import type { MailLogRow } from './labels';
import { MailLog } from './mail-log';

const previewDocument = (subject: string) =>
  `data:text/html;charset=utf-8,${encodeURIComponent(`<h1 style="font-family:sans-serif">${subject}</h1>`)}`;

const meta = {
  title: 'Admin/MailLog',
  component: MailLog,
  tags: ['table'],
  args: {
    labels: mailLogLabels('en'),
    rows: mailLogRows,
    state: 'ready',
    transport: true,
    statusFilter: null,
    hasMore: true,
    onReload: fn(),
    onStatusFilterChange: fn(),
    onLoadMore: fn(),
    previewUrl: (row) => previewDocument(row.subject ?? ''),
    onRetry: fn(async () => true),
  },
  parameters: {
    usage: {
      when: "Every message the product composed, with its state (sent, queued, failed, kept without SMTP), a sandboxed preview and a retry for failed ones. The operator's answer to “did the mail go out?”.",
      states: ['Messages, with a preview open', 'Kept without SMTP', 'Empty, Loading, Failed', 'Long German and Turkish, and on a phone'],
    },
    localeArgs: {
      de: { labels: mailLogLabels('de'), rows: mailLogRowsIn('de') },
      tr: { labels: mailLogLabels('tr'), rows: mailLogRowsIn('tr') },
    },
  },
  decorators: [(Story) => <div className="mx-auto max-w-4xl p-6">{Story()}</div>],
} satisfies Meta<typeof MailLog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Under the toolbar's German or Turkish, a story keeps its own rows (the meta's localeArgs bring them all). */
const rowsIn = (rows: (locale: Locale) => MailLogRow[]) => ({ localeArgs: { de: { rows: rows('de') }, tr: { rows: rows('tr') } } });
const kept = (rows: MailLogRow[]) => rows.filter((row) => row.status === 'kept');
const networkError = (locale: Locale) => storyT(locale)('admin.errors.codes.network');

export const Messages: Story = {
  play: async (context) => {
    const { labels, rows, onRetry } = renderedArgs(context);
    const failed = rows.find((row) => row.status === 'failed')!;
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: labels.retryOf(failed.subject!, failed.recipient) }));
    await expect(onRetry).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByRole('status')).toHaveTextContent(labels.retried);
  },
};
export const PreviewOpen: Story = {
  play: async (context) => {
    const { labels, rows } = renderedArgs(context);
    const previewOf = labels.previewOf(rows[1]!.subject!);
    await userEvent.click(within(context.canvasElement).getByRole('button', { name: previewOf }));
    const dialog = within(document.body).getByRole('dialog', { name: labels.previewTitle });
    await expect(within(dialog).getByTitle(previewOf)).toHaveAttribute('sandbox', '');
    await userEvent.keyboard('{Escape}');
  },
};
export const KeptWithoutSmtp: Story = {
  args: { transport: false, hasMore: false, rows: kept(mailLogRows) },
  parameters: rowsIn((locale) => kept(mailLogRowsIn(locale))),
};
export const Empty: Story = { args: { rows: [], hasMore: false }, parameters: rowsIn(() => []) };
export const Loading: Story = { args: { state: 'loading', rows: [] }, parameters: rowsIn(() => []) };
export const Failed: Story = {
  args: { state: 'error', rows: [], errorMessage: networkError('en') },
  parameters: {
    localeArgs: { de: { rows: [], errorMessage: networkError('de') }, tr: { rows: [], errorMessage: networkError('tr') } },
  },
};
export const LongGerman: Story = {
  args: { labels: mailLogLabels('de'), rows: mailLogRowsIn('de'), transport: false },
  globals: { locale: 'de' },
};
export const Turkish: Story = {
  args: { labels: mailLogLabels('tr'), statusFilter: 'failed', rows: mailLogRowsIn('tr').filter((row) => row.status === 'failed') },
  globals: { locale: 'tr' },
};
export const Mobile: Story = {
  globals: { locale: 'de', viewport: { value: 'mobile', isRotated: false } },
  args: { labels: mailLogLabels('de'), rows: mailLogRowsIn('de') },
};
