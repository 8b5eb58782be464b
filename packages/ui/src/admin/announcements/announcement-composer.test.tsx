import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AnnouncementComposer, type AnnouncementComposerProps } from './announcement-composer';
import { announcementServiceOptions, composerLabels, composerLanguages, emptyDraft, readyAudience, templateDraft } from './fixtures';
import type { AnnouncementDraftValue } from './labels';

function Harness({ initial, ...props }: Partial<AnnouncementComposerProps> & { initial: AnnouncementDraftValue }) {
  const [value, setValue] = useState(initial);
  return (
    <main>
      <AnnouncementComposer
        labels={composerLabels('en')}
        languages={composerLanguages('en')}
        serviceOptions={announcementServiceOptions('en')}
        limits={{ subject: 150, body: 5000 }}
        audience={readyAudience('en')}
        draftStatus="Draft saved 11:41"
        onSend={vi.fn(async () => null)}
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange?.(next);
        }}
      />
    </main>
  );
}

describe('AnnouncementComposer', () => {
  it('names a subject and a message field per language, shows the recipients, and passes axe', async () => {
    const { container } = render(<Harness initial={templateDraft()} />);
    const german = screen.getByRole('group', { name: 'German' });
    expect(within(german).getByRole('textbox', { name: 'Subject' })).toHaveValue(templateDraft().copy.de!.subject);
    expect(within(german).getByRole('textbox', { name: 'Subject' })).toHaveAttribute('lang', 'de');
    expect(within(screen.getByRole('group', { name: 'Turkish' })).getByRole('textbox', { name: 'Message' })).toHaveAttribute('lang', 'tr');
    const audience = screen.getByRole('region', { name: 'Recipients' });
    expect(within(audience).getByText('Total').nextElementSibling).toHaveTextContent('2,383');
    // What the recipients agreed to, above the fields (issue 47 item 10): the launch of the service they chose, nothing else.
    expect(
      screen.getByText(/Your recipients agreed to one thing: to be told by e-mail when the service they chose becomes available/),
    ).toBeVisible();
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('Draft saved 11:41');
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('passes each edit up with the language it belongs to', () => {
    const onChange = vi.fn();
    render(<Harness initial={emptyDraft} onChange={onChange} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Service' }), { target: { value: 'telegram' } });
    fireEvent.change(within(screen.getByRole('group', { name: 'Turkish' })).getByRole('textbox', { name: 'Subject' }), {
      target: { value: 'İyi haber' },
    });
    expect(onChange).toHaveBeenLastCalledWith({
      service: 'telegram',
      copy: { ...emptyDraft.copy, tr: { subject: 'İyi haber', body: '' } },
    });
  });

  it('refuses to send an incomplete announcement and says why', () => {
    const onSend = vi.fn(async () => null);
    render(<Harness initial={emptyDraft} onSend={onSend} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send announcement' }));
    expect(screen.getByText('Choose a service and write a subject and a message in every language.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onSend).not.toHaveBeenCalled();
  });

  it('asks before sending, with the number of recipients, and keeps the dialog open with the reason on failure', async () => {
    const onSend = vi
      .fn<() => Promise<string | null>>()
      .mockResolvedValueOnce('Nobody who chose this service has confirmed.')
      .mockResolvedValueOnce(null);
    render(<Harness initial={templateDraft()} onSend={onSend} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send announcement' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Send this announcement?' });
    expect(dialog).toHaveTextContent('It goes to 2383 people now');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send now' }));
    await waitFor(() => expect(dialog).toHaveTextContent('Nobody who chose this service has confirmed.'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send now' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onSend).toHaveBeenCalledTimes(2);
  });

  it('previews every language', () => {
    render(<Harness initial={templateDraft()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const dialog = screen.getByRole('dialog', { name: 'Preview of the announcement' });
    expect(
      within(dialog)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.getAttribute('lang')),
    ).toEqual(['en', 'de', 'tr']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
