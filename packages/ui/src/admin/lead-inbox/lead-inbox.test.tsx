import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { inboxLabelsEn, inboxRows, inboxServiceOptions } from './fixtures';
import { emptyLeadInboxFilters, type LeadInboxFilters } from './labels';
import { LeadInbox, type LeadInboxProps } from './lead-inbox';

function Harness({ initialFilters, ...props }: Partial<LeadInboxProps> & { initialFilters?: LeadInboxFilters }) {
  const [filters, setFilters] = useState(initialFilters ?? emptyLeadInboxFilters);
  return (
    <main>
      <LeadInbox
        labels={inboxLabelsEn}
        serviceOptions={inboxServiceOptions}
        leads={inboxRows}
        status="ready"
        onRetry={vi.fn()}
        hasMore={false}
        onLoadMore={vi.fn()}
        onExport={vi.fn()}
        onStatusChange={vi.fn()}
        onDelete={vi.fn(async () => true)}
        onEraseEmail={vi.fn(async () => true)}
        {...props}
        filters={filters}
        onFiltersChange={(next) => {
          setFilters(next);
          props.onFiltersChange?.(next);
        }}
      />
    </main>
  );
}

const rowOf = (name: string) => screen.getByRole('button', { name: `${name}: show details` }).closest('li') as HTMLElement;

describe('LeadInbox', () => {
  it('lists the leads newest first with kind, status select and the export button, and passes axe', async () => {
    const onExport = vi.fn();
    const { container } = render(<Harness onExport={onExport} />);
    const items = within(screen.getByRole('list', { name: 'Leads' })).getAllByRole('listitem');
    expect(items.map((item) => within(item).getAllByRole('button')[0]?.textContent)).toEqual([
      'Lena Hoffmann',
      'Murat Demir',
      'Sophie Martin',
    ]);
    expect(within(items[1]!).getByText('Waitlist entry')).toBeInTheDocument();
    // The waitlist entry's e-mail state, named for screen readers too; a contact inquiry has none.
    expect(items[1]!.querySelector('[data-subscription]')).toHaveTextContent('E-mails: Confirmed');
    expect(items[0]!.querySelector('[data-subscription]')).toBeNull();
    expect(within(items[1]!).getByRole('combobox', { name: 'Status of Murat Demir' })).toHaveValue('Contacted');
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(onExport).toHaveBeenCalledTimes(1);
    const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations).toEqual([]);
  });

  it('reports every filter change, and clears them all back to the search box', async () => {
    const onFiltersChange = vi.fn();
    render(<Harness onFiltersChange={onFiltersChange} />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'lena');
    expect(onFiltersChange).toHaveBeenLastCalledWith({ ...emptyLeadInboxFilters, q: 'lena' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'waitlist');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Won');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Service' }), 'telegram');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'E-mails' }), 'unsubscribed');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-05-01' } });
    expect(onFiltersChange).toHaveBeenLastCalledWith({
      q: 'lena',
      kind: 'waitlist',
      status: 'Won',
      service: 'telegram',
      subscription: 'unsubscribed',
      from: '2026-05-01',
      to: '',
    });
    expect(screen.getByLabelText('To')).toHaveAttribute('min', '2026-05-01');
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onFiltersChange).toHaveBeenLastCalledWith(emptyLeadInboxFilters);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('changes a status inline', async () => {
    const onStatusChange = vi.fn();
    render(<Harness onStatusChange={onStatusChange} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status of Lena Hoffmann' }), 'Contacted');
    expect(onStatusChange).toHaveBeenCalledWith(inboxRows[0], 'Contacted');
  });

  it('opens the details in a dialog by keyboard, and Escape returns focus to the lead', async () => {
    render(<Harness />);
    const open = screen.getByRole('button', { name: 'Lena Hoffmann: show details' });
    open.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Lena Hoffmann' });
    expect(within(dialog).getByText(/three furniture stores/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'lena@hoffmann-moebel.example' })).toHaveAttribute(
      'href',
      'mailto:lena@hoffmann-moebel.example',
    );
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(open).toHaveFocus();
  });

  it('deletes only after confirmation, with Cancel focused first; then focus lands on the heading', async () => {
    const onDelete = vi.fn(async () => true);
    const { rerender } = render(<Harness onDelete={onDelete} />);
    const remove = within(rowOf('Murat Demir')).getByRole('button', { name: 'Delete the lead from Murat Demir' });
    await userEvent.click(remove);
    const confirm = screen.getByRole('alertdialog', { name: 'Delete this lead?' });
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onDelete).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(remove).toHaveFocus();

    await userEvent.click(remove);
    await userEvent.click(screen.getByRole('button', { name: 'Delete lead' }));
    expect(onDelete).toHaveBeenCalledWith(inboxRows[1]);
    rerender(<Harness onDelete={onDelete} leads={inboxRows.filter((row) => row.id !== 'w2')} notice="Lead deleted" />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Lead inbox' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Lead deleted');
  });

  it('keeps the confirmation open with a message when the deletion fails', async () => {
    render(<Harness onDelete={vi.fn(async () => false)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete the lead from Lena Hoffmann' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete lead' }));
    expect(within(screen.getByRole('alertdialog')).getByRole('alert')).toHaveTextContent('That did not work.');
  });

  it('erases every lead of an e-mail from the details, after confirmation', async () => {
    const onEraseEmail = vi.fn(async () => true);
    render(<Harness onEraseEmail={onEraseEmail} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sophie Martin: show details' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Erase all leads of this e-mail' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Erase every lead of this address?' });
    expect(confirm).toHaveTextContent('sophie.martin@atelier-lumiere.example');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Erase all' }));
    expect(onEraseEmail).toHaveBeenCalledWith('sophie.martin@atelier-lumiere.example');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('loads more and moves focus to the first lead that arrived', async () => {
    const onLoadMore = vi.fn();
    const { rerender } = render(<Harness hasMore onLoadMore={onLoadMore} leads={inboxRows.slice(0, 2)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    rerender(<Harness hasMore={false} onLoadMore={onLoadMore} leads={inboxRows} />);
    expect(screen.getByRole('button', { name: 'Sophie Martin: show details' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('tells loading, empty, no results and failure apart', async () => {
    const onRetry = vi.fn();
    const { unmount } = render(<Harness leads={[]} status="loading" />);
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('Loading…');
    unmount();
    const empty = render(<Harness leads={[]} />);
    expect(screen.getByText('No leads yet')).toBeInTheDocument();
    empty.unmount();
    const noResults = render(<Harness leads={[]} initialFilters={{ ...emptyLeadInboxFilters, q: 'zzz' }} />);
    expect(screen.getByText('No leads match these filters')).toBeInTheDocument();
    noResults.unmount();
    render(<Harness leads={[]} status="error" errorMessage="Request failed with status 500" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The leads could not be loaded.');
    await act(() => userEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(onRetry).toHaveBeenCalled();
  });
});
