import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CountdownManager } from './countdown-manager';
import { countdownLabelsEn, countdownRows } from './fixtures';

function setup(overrides: Partial<Parameters<typeof CountdownManager>[0]> = {}) {
  const props = {
    labels: countdownLabelsEn,
    items: countdownRows,
    onCreate: vi.fn(async () => true),
    onToggle: vi.fn(),
    onDelete: vi.fn(),
    ...overrides,
  };
  render(<CountdownManager {...props} />);
  return props;
}

describe('CountdownManager', () => {
  it('lists the countdowns in the given order with their status', () => {
    setup();
    const rows = within(screen.getByRole('list', { name: 'Countdowns' })).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('p')?.textContent)).toEqual([
      'Spring launch offer',
      'Webinar: AI agents for support teams',
      'Black Friday automation bundle',
    ]);
    expect(rows[1]).toHaveAttribute('data-state', 'inactive');
  });

  it('asks for every field before creating', async () => {
    const props = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Create countdown' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields');
    expect(props.onCreate).not.toHaveBeenCalled();
  });

  it('creates with title and date-time, then clears the form', async () => {
    const props = setup();
    await userEvent.type(screen.getByLabelText('Title'), '  Launch  ');
    const date = screen.getByLabelText('Target date and time');
    expect(date).toHaveAttribute('type', 'datetime-local');
    fireEvent.change(date, { target: { value: '2030-01-01T09:30' } });
    await userEvent.click(screen.getByRole('button', { name: 'Create countdown' }));
    expect(props.onCreate).toHaveBeenCalledWith({ title: 'Launch', targetDate: '2030-01-01T09:30' });
    expect(screen.getByLabelText('Title')).toHaveValue('');
  });

  it('focuses the first missing field, and the title again once creating ends', async () => {
    const props = { labels: countdownLabelsEn, items: [], onCreate: vi.fn(async () => true), onToggle: vi.fn(), onDelete: vi.fn() };
    const { rerender } = render(<CountdownManager {...props} />);
    await userEvent.type(screen.getByLabelText('Title'), 'Launch{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields');
    expect(screen.getByLabelText('Target date and time')).toHaveFocus();
    // Chromium drops focus from a control that becomes disabled; jsdom does not, so do it here.
    (document.activeElement as HTMLElement).blur();
    rerender(<CountdownManager {...props} creating />);
    rerender(<CountdownManager {...props} />);
    expect(screen.getByLabelText('Title')).toHaveFocus();
  });

  it('keeps the input and shows the failure when creation fails', async () => {
    const onCreate = vi.fn(async () => false);
    const { rerender } = render(
      <CountdownManager labels={countdownLabelsEn} items={[]} onCreate={onCreate} onToggle={vi.fn()} onDelete={vi.fn()} />,
    );
    await userEvent.type(screen.getByLabelText('Title'), 'Launch');
    fireEvent.change(screen.getByLabelText('Target date and time'), { target: { value: '2030-01-01T09:30' } });
    await userEvent.click(screen.getByRole('button', { name: 'Create countdown' }));
    rerender(
      <CountdownManager
        labels={countdownLabelsEn}
        items={[]}
        createError="Failed to create countdown"
        onCreate={onCreate}
        onToggle={vi.fn()}
        onDelete={vi.fn()}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to create countdown');
    expect(screen.getByLabelText('Title')).toHaveValue('Launch');
  });

  it('toggles by clicking the badge and deletes only after confirmation', async () => {
    const props = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Active: Spring launch offer' }));
    expect(props.onToggle).toHaveBeenCalledWith('a');

    await userEvent.click(screen.getByRole('button', { name: 'Delete “Black Friday automation bundle”' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this countdown?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(props.onDelete).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Delete “Black Friday automation bundle”' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(props.onDelete).toHaveBeenCalledWith('c');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('keeps focus in place by keyboard: Escape returns to the delete button, deleting lands on the heading', async () => {
    const props = setup();
    const remove = screen.getByRole('button', { name: 'Delete “Spring launch offer”' });
    remove.focus();
    await userEvent.keyboard('{Enter}');
    expect(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(remove).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    expect(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(props.onDelete).toHaveBeenCalledWith('a');
    expect(screen.getByRole('heading', { level: 2, name: 'Countdown banner' })).toHaveFocus();
  });

  it('says so when there are no countdowns, and shows a spinner while loading', () => {
    const { unmount } = render(
      <CountdownManager labels={countdownLabelsEn} items={[]} onCreate={vi.fn()} onToggle={vi.fn()} onDelete={vi.fn()} />,
    );
    expect(screen.getByText('No countdowns yet')).toBeInTheDocument();
    unmount();
    setup({ items: [], loading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByText('No countdowns yet')).toBeNull();
  });

  it('shows a list error as an alert above the list, and none without one', () => {
    const { unmount } = render(
      <CountdownManager labels={countdownLabelsEn} items={countdownRows} onCreate={vi.fn()} onToggle={vi.fn()} onDelete={vi.fn()} />,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    unmount();
    setup({ listError: 'Der Countdown konnte nicht gelöscht werden.' });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Der Countdown konnte nicht gelöscht werden.');
    expect(alert.compareDocumentPosition(screen.getByRole('list', { name: 'Countdowns' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('does not claim there are no countdowns when the list could not be read', () => {
    setup({ items: [], listError: 'The countdowns could not be loaded.' });
    expect(screen.getByRole('alert')).toHaveTextContent('The countdowns could not be loaded.');
    expect(screen.queryByText('No countdowns yet')).toBeNull();
  });
});
