import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { activityLogLabels, activityLogRows } from './fixtures';
import { ActivityLog, type ActivityLogProps } from './activity-log';

const setup = (props: Partial<ActivityLogProps> = {}) =>
  render(
    <main>
      <ActivityLog
        labels={activityLogLabels('en')}
        rows={activityLogRows}
        state="ready"
        kindFilter={null}
        hasMore={false}
        onReload={vi.fn()}
        onKindFilterChange={vi.fn()}
        onLoadMore={vi.fn()}
        onRevokeOthers={vi.fn(async () => 2)}
        {...props}
      />
    </main>,
  );

describe('ActivityLog', () => {
  it('shows the events in a table with column and row headers, and as a list; passes axe', async () => {
    const { container } = setup();
    const table = screen.getByRole('table', { name: 'Security events, newest first' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Time', 'Event', 'Outcome', 'Address', 'Device', 'Details']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(activityLogRows.map((row) => row.eventLabel));
    expect(within(rows[1]!).getByText('Firefox on Linux')).toBeInTheDocument();
    expect(within(rows[1]!).getByText(activityLogRows[1]!.timeLabel)).toHaveAttribute('datetime', '2026-06-02T11:40:03Z');
    const items = within(screen.getByRole('list', { name: 'Security events' })).getAllByRole('listitem');
    expect(items).toHaveLength(activityLogRows.length);
    expect(within(items[3]!).getByText('too many attempts')).toBeInTheDocument();
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('filters by kind through a native select', () => {
    const onKindFilterChange = vi.fn();
    setup({ onKindFilterChange });
    const select = screen.getByRole('combobox', { name: 'Show' });
    fireEvent.change(select, { target: { value: 'failure' } });
    expect(onKindFilterChange).toHaveBeenLastCalledWith('failure');
    fireEvent.change(select, { target: { value: '' } });
    expect(onKindFilterChange).toHaveBeenLastCalledWith(null);
  });

  it('signs out the other sessions and announces how many, or that it failed', async () => {
    const onRevokeOthers = vi.fn(async () => 1);
    const { unmount } = setup({ onRevokeOthers });
    fireEvent.click(screen.getByRole('button', { name: 'Sign out all other sessions' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Signed out of 1 other session.'));
    expect(onRevokeOthers).toHaveBeenCalledTimes(1);
    unmount();
    setup({ onRevokeOthers: vi.fn(async () => Promise.reject(new Error('offline'))) });
    fireEvent.click(screen.getByRole('button', { name: 'Sign out all other sessions' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('The other sessions could not be signed out. Please try again.'),
    );
  });

  it('shows loading, empty and error states, and a retry that reloads', () => {
    const onReload = vi.fn();
    const { rerender } = setup({ state: 'loading', rows: [] });
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    rerender(
      <ActivityLog
        labels={activityLogLabels('en')}
        rows={[]}
        state="ready"
        kindFilter={null}
        hasMore={false}
        onReload={onReload}
        onKindFilterChange={vi.fn()}
        onLoadMore={vi.fn()}
        onRevokeOthers={vi.fn(async () => 0)}
      />,
    );
    expect(screen.getByText('No events yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    rerender(
      <ActivityLog
        labels={activityLogLabels('en')}
        rows={[]}
        state="error"
        errorMessage="Offline"
        kindFilter={null}
        hasMore={false}
        onReload={onReload}
        onKindFilterChange={vi.fn()}
        onLoadMore={vi.fn()}
        onRevokeOthers={vi.fn(async () => 0)}
      />,
    );
    expect(screen.getByText('The activity could not be loaded.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('offers older events while there are more', () => {
    const onLoadMore = vi.fn();
    setup({ hasMore: true, onLoadMore });
    fireEvent.click(screen.getByRole('button', { name: 'Load older events' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });
});
