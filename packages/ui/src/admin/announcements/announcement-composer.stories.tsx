import { renderedArgs } from '@story/locale';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AnnouncementComposer, type AnnouncementComposerProps } from './announcement-composer';
import { announcementServiceOptions, composerLabels, composerLanguages, emptyDraft, readyAudience, templateDraft } from './fixtures';

/** Keeps the draft in state, as the site does, so typing works in the workshop. */
function StatefulComposer(props: AnnouncementComposerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <AnnouncementComposer
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const localeArgs = (locale: 'de' | 'tr') => ({
  labels: composerLabels(locale),
  languages: composerLanguages(locale),
  serviceOptions: announcementServiceOptions(locale),
  audience: readyAudience(locale),
});

const meta = {
  title: 'Admin/AnnouncementComposer',
  component: AnnouncementComposer,
  render: (args) => <StatefulComposer {...args} />,
  args: {
    labels: composerLabels('en'),
    languages: composerLanguages('en'),
    serviceOptions: announcementServiceOptions('en'),
    value: templateDraft(),
    limits: { subject: 150, body: 5000 },
    audience: readyAudience('en'),
    draftStatus: 'Draft saved 11:41',
    onChange: fn(),
    onSend: fn(async () => null),
  },
  parameters: {
    usage: {
      when: 'The launch announcement the operator writes once per language and sends to the waitlist: service, subject and body, the audience, a preview and a send that asks first.',
      limits: ['Subject: up to 150 characters, body up to 5000, per language; the counters show what is left.'],
      states: ['Prefilled, Empty', 'Counting recipients, audience failed', 'Sent', 'Long German and Turkish, and on a phone'],
    },
    localeArgs: { de: localeArgs('de'), tr: localeArgs('tr') },
  },
  decorators: [(Story) => <div className="mx-auto max-w-5xl p-6">{Story()}</div>],
} satisfies Meta<typeof AnnouncementComposer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Prefilled: Story = {
  play: async (context) => {
    const { labels, audience, onSend } = renderedArgs(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: labels.send }));
    const dialog = within(document.body).getByRole('alertdialog', { name: labels.confirmTitle });
    await expect(dialog).toHaveTextContent(labels.confirmBody(audience.total));
    await userEvent.click(within(dialog).getByRole('button', { name: labels.confirmSend }));
    await expect(onSend).toHaveBeenCalledTimes(1);
  },
};
/** Under the toolbar's German or Turkish, a story keeps its own audience (the meta's localeArgs bring a ready one). */
const keepAudience = (audience: AnnouncementComposerProps['audience']) => ({ localeArgs: { de: { audience }, tr: { audience } } });
const idleAudience = { state: 'idle', counts: [], total: 0, totalLabel: '0' } satisfies AnnouncementComposerProps['audience'];
const loadingAudience = { state: 'loading', counts: [], total: 0, totalLabel: '' } satisfies AnnouncementComposerProps['audience'];
const failedAudience = { state: 'error', counts: [], total: 0, totalLabel: '' } satisfies AnnouncementComposerProps['audience'];

export const Empty: Story = {
  args: { value: emptyDraft, audience: idleAudience, draftStatus: '' },
  parameters: keepAudience(idleAudience),
  play: async (context) => {
    const { labels, onSend } = renderedArgs(context);
    await userEvent.click(within(context.canvasElement).getByRole('button', { name: labels.send }));
    await expect(within(context.canvasElement).getByText(labels.incomplete)).toBeInTheDocument();
    await expect(onSend).not.toHaveBeenCalled();
  },
};
export const CountingRecipients: Story = {
  args: { audience: loadingAudience, draftStatus: 'Saving draft…' },
  parameters: keepAudience(loadingAudience),
};
export const AudienceFailed: Story = {
  args: { audience: failedAudience, draftStatus: 'The draft could not be saved.' },
  parameters: keepAudience(failedAudience),
};
export const Sent: Story = { args: { notice: 'Announcement queued for 2383 recipients' } };
export const LongGerman: Story = { args: { ...localeArgs('de'), draftStatus: 'Entwurf gespeichert: 11:41' }, globals: { locale: 'de' } };
export const Turkish: Story = { args: { ...localeArgs('tr'), draftStatus: 'Taslak kaydedildi: 11:41' }, globals: { locale: 'tr' } };
export const Mobile: Story = { globals: { locale: 'de', viewport: { value: 'mobile', isRotated: false } }, args: { ...localeArgs('de') } };
