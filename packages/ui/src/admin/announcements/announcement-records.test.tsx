import { fireEvent, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { AnnouncementRecords } from './announcement-records';
import { announcementRecordRows, recordsLabels } from './fixtures';

describe('AnnouncementRecords', () => {
  it('shows each announcement as a row with when, by whom and its figures, and passes axe', async () => {
    const rows = announcementRecordRows('tr');
    const latest = rows[0]!;
    const { container } = render(<AnnouncementRecords labels={recordsLabels('tr')} rows={rows} state="ready" onReload={vi.fn()} />);
    const table = within(screen.getByRole('region', { name: 'Gönderilen duyurular' })).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Gönderilme', 'Konu', 'Alıcı', 'Teslim edildi', 'Başarısız', 'Bekliyor']);
    const header = within(table).getByRole('rowheader', { name: new RegExp(`^${latest.whenLabel}`) });
    expect(header).toHaveTextContent('Gönderen owner@zk-automations.example');
    expect(
      within(header.closest('tr')!)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual([`${latest.subject}${latest.serviceLabel}`, latest.recipients, latest.delivered, latest.failed, latest.pending]);
    expect(latest.recipients).toBe('2.383');
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('says when there is none, and offers a reload after a failure', () => {
    const onReload = vi.fn();
    const { rerender } = render(<AnnouncementRecords labels={recordsLabels('en')} rows={[]} state="ready" onReload={onReload} />);
    expect(screen.getByText('No announcements sent yet.')).toBeInTheDocument();
    rerender(<AnnouncementRecords labels={recordsLabels('en')} rows={[]} state="error" onReload={onReload} />);
    expect(screen.getByText('The sent announcements could not be loaded.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onReload).toHaveBeenCalled();
  });
});
