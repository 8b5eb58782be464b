import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mailLogLabels, mailLogRows, mailLogRowsIn } from './fixtures';
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

export const Messages: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Send again: “KI-Telefonassistenten sind jetzt verfügbar” to murat.demir@example.com.tr' }),
    );
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Queued to send again');
  },
};
export const PreviewOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Preview: New contact inquiry: Lena Hoffmann' }));
    const dialog = within(document.body).getByRole('dialog', { name: 'Preview' });
    await expect(within(dialog).getByTitle('Preview: New contact inquiry: Lena Hoffmann')).toHaveAttribute('sandbox', '');
    await userEvent.keyboard('{Escape}');
  },
};
export const KeptWithoutSmtp: Story = {
  args: { transport: false, hasMore: false, rows: mailLogRows.filter((row) => row.status === 'kept') },
};
export const Empty: Story = { args: { rows: [], hasMore: false } };
export const Loading: Story = { args: { state: 'loading', rows: [] } };
export const Failed: Story = {
  args: { state: 'error', rows: [], errorMessage: 'The server could not be reached. Check your connection and try again.' },
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
