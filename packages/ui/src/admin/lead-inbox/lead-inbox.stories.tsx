import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyT } from '@story/copy';
import { inboxLabelsDe, inboxLabelsEn, inboxLabelsTr, inboxRows, inboxRowsDe, inboxRowsTr, inboxServiceOptions } from './fixtures';
import { LeadInboxNote } from './inbox-frame';
import { emptyLeadInboxFilters } from './labels';
import { LeadInbox, type LeadInboxProps } from './lead-inbox';

/** Keeps the filters in state, as the site does, so typing and selecting work in the workshop. */
function StatefulInbox(props: LeadInboxProps) {
  const [filters, setFilters] = useState(props.filters);
  return (
    <LeadInbox
      {...props}
      filters={filters}
      onFiltersChange={(next) => {
        setFilters(next);
        props.onFiltersChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Admin/LeadInbox',
  component: LeadInbox,
  tags: ['table', 'inbox'],
  render: (args) => <StatefulInbox {...args} />,
  args: {
    labels: inboxLabelsEn,
    filters: emptyLeadInboxFilters,
    serviceOptions: inboxServiceOptions,
    leads: inboxRows,
    status: 'ready',
    hasMore: true,
    onExport: fn(),
    onFiltersChange: fn(),
    onRetry: fn(),
    onLoadMore: fn(),
    onStatusChange: fn(),
    onDelete: fn(async () => true),
    onEraseEmail: fn(async () => true),
  },
  parameters: {
    usage: {
      when: "The operator's leads: search, filters, status, details, deletion and erasure by e-mail.",
      limits: ['Names and e-mail addresses break anywhere rather than overflow (the Long German story).'],
      states: [
        'Inbox, detail, filtered, loading more, loading, empty, no results, load error',
        'Keyboard delete, erasure confirmation',
        'Hosted note (Airtable is the inbox)',
        'German, Turkish, phone',
      ],
    },
    localeArgs: { de: { labels: inboxLabelsDe, leads: inboxRowsDe }, tr: { labels: inboxLabelsTr, leads: inboxRowsTr } },
  },
  decorators: [(Story) => <div className="mx-auto max-w-5xl p-6">{Story()}</div>],
} satisfies Meta<typeof LeadInbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inbox: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status of Lena Hoffmann' }), 'Contacted');
    await expect(args.onStatusChange).toHaveBeenCalledWith(inboxRows[0], 'Contacted');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'lena');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...emptyLeadInboxFilters, q: 'lena' });
  },
};

export const KeyboardDelete: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const remove = canvas.getByRole('button', { name: 'Delete the lead from Murat Demir' });
    remove.focus();
    await userEvent.keyboard('{Enter}');
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(remove).toHaveFocus();
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDelete).toHaveBeenCalledWith(inboxRows[1]);
  },
};

export const Detail: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Lena Hoffmann: show details' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Lena Hoffmann' });
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  },
};

export const ConfirmErasure: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Murat Demir: show details' }));
    await userEvent.click(body.getByRole('button', { name: 'Erase all leads of this e-mail' }));
    const confirm = body.getByRole('alertdialog', { name: 'Erase every lead of this address?' });
    await expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};

export const Filtered: Story = {
  args: {
    filters: {
      q: 'outreach',
      kind: 'waitlist',
      status: 'New',
      service: 'cold-email',
      subscription: 'confirmed',
      from: '2026-05-01',
      to: '2026-06-30',
    },
    leads: inboxRows.slice(1, 2),
    hasMore: false,
  },
};
export const LoadingMore: Story = { args: { loadingMore: true } };
export const Loading: Story = { args: { leads: [], status: 'loading', hasMore: false } };
export const Empty: Story = {
  args: { leads: [], hasMore: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No leads yet')).toBeVisible();
  },
};
export const NoResults: Story = {
  args: { leads: [], hasMore: false, filters: { ...emptyLeadInboxFilters, q: 'Müller' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No leads match these filters')).toBeVisible();
  },
};
export const LoadError: Story = {
  args: { leads: [], status: 'error', errorMessage: storyT('en')('admin.errors.codes.internal'), hasMore: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The leads could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
export const LongGerman: Story = { args: { labels: inboxLabelsDe, leads: inboxRowsDe }, globals: { locale: 'de' } };
export const Turkish: Story = { args: { labels: inboxLabelsTr, leads: inboxRowsTr }, globals: { locale: 'tr' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
export const MobileGermanDetail: Story = {
  args: { labels: inboxLabelsDe, leads: inboxRowsDe },
  globals: { locale: 'de', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Maximiliane.*Details anzeigen$/ }));
    await expect(within(canvasElement.ownerDocument.body).getByRole('dialog')).toBeVisible();
    // The click scrolled the row into view by however much it took; from the top, the dialog's place is the same every time.
    canvasElement.ownerDocument.defaultView?.scrollTo(0, 0);
  },
};

export const HostedNote: StoryObj<typeof LeadInboxNote> = {
  render: () => <LeadInboxNote title={storyT('en')('admin.inbox.title')} note={storyT('en')('admin.inbox.hostedNote')} />,
};
