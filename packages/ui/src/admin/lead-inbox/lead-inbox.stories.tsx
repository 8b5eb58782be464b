import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyT } from '@story/copy';
import { isLocale, renderedArgs } from '@story/locale';
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

/** Under the toolbar's German or Turkish, a story without leads keeps none (the meta's localeArgs bring the sample rows). */
const noLeads = { localeArgs: { de: { leads: [] }, tr: { leads: [] } } };

export const Inbox: Story = {
  play: async (context) => {
    const { labels, leads, onStatusChange, onFiltersChange } = renderedArgs(context);
    const canvas = within(context.canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: labels.statusOf(leads[0]!.name) }), labels.statuses.Contacted);
    await expect(onStatusChange).toHaveBeenCalledWith(leads[0], 'Contacted');
    await userEvent.type(canvas.getByRole('searchbox', { name: labels.search }), 'lena');
    await expect(onFiltersChange).toHaveBeenLastCalledWith({ ...emptyLeadInboxFilters, q: 'lena' });
  },
};

export const KeyboardDelete: Story = {
  play: async (context) => {
    const { labels, leads, onDelete } = renderedArgs(context);
    const canvas = within(context.canvasElement);
    const remove = canvas.getByRole('button', { name: labels.deleteOf(leads[1]!.name) });
    remove.focus();
    await userEvent.keyboard('{Enter}');
    const body = within(context.canvasElement.ownerDocument.body);
    await expect(body.getByRole('button', { name: labels.cancel })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(remove).toHaveFocus();
    await expect(onDelete).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(onDelete).toHaveBeenCalledWith(leads[1]);
  },
};

export const Detail: Story = {
  play: async (context) => {
    const { labels, leads } = renderedArgs(context);
    const { name } = leads[0]!;
    await userEvent.click(within(context.canvasElement).getByRole('button', { name: labels.detailsOf(name) }));
    const dialog = within(context.canvasElement.ownerDocument.body).getByRole('dialog', { name });
    await expect(within(dialog).getByRole('button', { name: labels.close })).toHaveFocus();
  },
};

export const ConfirmErasure: Story = {
  play: async (context) => {
    const { labels, leads } = renderedArgs(context);
    const body = within(context.canvasElement.ownerDocument.body);
    await userEvent.click(within(context.canvasElement).getByRole('button', { name: labels.detailsOf(leads[1]!.name) }));
    await userEvent.click(body.getByRole('button', { name: labels.eraseEmail }));
    const confirm = body.getByRole('alertdialog', { name: labels.confirmEraseTitle });
    await expect(within(confirm).getByRole('button', { name: labels.cancel })).toHaveFocus();
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
  parameters: { localeArgs: { de: { leads: inboxRowsDe.slice(1, 2) }, tr: { leads: inboxRowsTr.slice(1, 2) } } },
};
export const LoadingMore: Story = { args: { loadingMore: true } };
export const Loading: Story = { args: { leads: [], status: 'loading', hasMore: false }, parameters: noLeads };
export const Empty: Story = {
  args: { leads: [], hasMore: false },
  parameters: noLeads,
  play: async (context) => {
    await expect(within(context.canvasElement).getByText(renderedArgs(context).labels.empty)).toBeVisible();
  },
};
export const NoResults: Story = {
  args: { leads: [], hasMore: false, filters: { ...emptyLeadInboxFilters, q: 'Müller' } },
  parameters: noLeads,
  play: async (context) => {
    await expect(within(context.canvasElement).getByText(renderedArgs(context).labels.noResults)).toBeVisible();
  },
};
export const LoadError: Story = {
  args: { leads: [], status: 'error', errorMessage: storyT('en')('admin.errors.codes.internal'), hasMore: false },
  parameters: {
    localeArgs: {
      de: { leads: [], errorMessage: storyT('de')('admin.errors.codes.internal') },
      tr: { leads: [], errorMessage: storyT('tr')('admin.errors.codes.internal') },
    },
  },
  play: async (context) => {
    const { labels, errorMessage, onRetry } = renderedArgs(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(labels.error);
    await expect(canvas.getByRole('alert')).toHaveTextContent(errorMessage!);
    await userEvent.click(canvas.getByRole('button', { name: labels.retry }));
    await expect(onRetry).toHaveBeenCalled();
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
  render: (_args, { globals }) => {
    const t = storyT(isLocale(globals.locale) ? globals.locale : 'en');
    return <LeadInboxNote title={t('admin.inbox.title')} note={t('admin.inbox.hostedNote')} />;
  },
};
