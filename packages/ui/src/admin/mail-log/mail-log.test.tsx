import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { mailLogLabels, mailLogRows } from './fixtures';
import { MailLog, type MailLogProps } from './mail-log';

const setup = (props: Partial<MailLogProps> = {}) =>
  render(
    <main>
      <MailLog
        labels={mailLogLabels('en')}
        rows={mailLogRows}
        state="ready"
        transport
        statusFilter={null}
        hasMore={false}
        onReload={vi.fn()}
        onStatusFilterChange={vi.fn()}
        onLoadMore={vi.fn()}
        previewUrl={(row) => `/api/mail/${row.id}/preview`}
        onRetry={vi.fn(async () => true)}
        {...props}
      />
    </main>,
  );

describe('MailLog', () => {
  it('lists each message with its state, and offers a retry for failed ones only; passes axe', async () => {
    const { container } = setup();
    const items = within(screen.getByRole('list', { name: 'E-mails' })).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('[data-slot="mail-status-badge"]')?.textContent)).toEqual([
      'Failed',
      'Queued',
      'Sent',
      'Kept',
    ]);
    expect(within(items[0]!).getByText('550 5.1.1 Mailbox unavailable')).toBeInTheDocument();
    expect(within(items[3]!).getByText('(not rendered yet)')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Send again/ })).toHaveLength(1);
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('opens the preview in a sandboxed frame and closes it', () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'Preview: Bekleme listesi kaydınızı onaylayın' }));
    const dialog = screen.getByRole('dialog', { name: 'Preview' });
    const frame = within(dialog).getByTitle('Preview: Bekleme listesi kaydınızı onaylayın');
    expect(frame).toHaveAttribute('src', '/api/mail/2/preview');
    expect(frame).toHaveAttribute('sandbox', '');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('retries a failed message and announces the outcome', async () => {
    const onRetry = vi.fn(async () => false);
    setup({ onRetry });
    fireEvent.click(
      screen.getByRole('button', { name: 'Send again: “KI-Telefonassistenten sind jetzt verfügbar” to murat.demir@example.com.tr' }),
    );
    expect(onRetry).toHaveBeenCalledWith(mailLogRows[0]);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('The message could not be queued again. Please try again.'));
  });

  it('says when nothing is sent, when there is nothing yet, and when loading failed', () => {
    const onReload = vi.fn();
    const { rerender } = setup({ transport: false, rows: [] });
    expect(screen.getByText(/No SMTP server is configured/)).toBeInTheDocument();
    expect(screen.getByText('No e-mails yet')).toBeInTheDocument();
    rerender(
      <MailLog
        labels={mailLogLabels('en')}
        rows={[]}
        state="error"
        transport
        statusFilter={null}
        hasMore={false}
        onReload={onReload}
        onStatusFilterChange={vi.fn()}
        onLoadMore={vi.fn()}
        previewUrl={() => ''}
        onRetry={vi.fn()}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onReload).toHaveBeenCalled();
  });

  it('filters by state', () => {
    const onStatusFilterChange = vi.fn();
    setup({ onStatusFilterChange });
    fireEvent.change(screen.getByRole('combobox', { name: 'Show' }), { target: { value: 'failed' } });
    expect(onStatusFilterChange).toHaveBeenCalledWith('failed');
  });
});
