import { renderedArgs, renderedLocale } from '@story/locale';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AnnouncementComposer, type AnnouncementComposerProps } from './announcement-composer';
import {
  announcementServiceOptions,
  composerLabels,
  composerLanguages,
  draftStatus,
  emptyDraft,
  readyAudience,
  sentNotice,
  templateDraft,
  type DraftSave,
} from './fixtures';

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
  draftStatus: draftStatus(locale, 'saved'),
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
    draftStatus: draftStatus('en', 'saved'),
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

/** The status lines (draft and notice); the draft's shows in the language the story renders in (its own, or the toolbar's). */
const statusLines = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('status')
    .map((status) => status.textContent);
const expectDraftStatus = (save: DraftSave) => async (context: Parameters<NonNullable<Story['play']>>[0]) => {
  await expect(statusLines(context.canvasElement)).toContain(draftStatus(renderedLocale(context), save));
};

export const Prefilled: Story = {
  play: async (context) => {
    const { labels, audience, onSend } = renderedArgs(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: labels.send }));
    const dialog = within(document.body).getByRole('alertdialog', { name: labels.confirmTitle });
    await expect(dialog).toHaveTextContent(labels.confirmBody(audience.total));
    await userEvent.click(within(dialog).getByRole('button', { name: labels.confirmSend }));
    await expect(onSend).toHaveBeenCalledTimes(1);
    await expectDraftStatus('saved')(context);
  },
};
/**
 * A story's own audience and draft state, in every locale: under the toolbar's German or Turkish the
 * meta's localeArgs would bring a ready audience and a saved draft.
 */
function ownState(audience: AnnouncementComposerProps['audience'], save: DraftSave) {
  const inLocale = (locale: 'de' | 'tr') => ({ audience, draftStatus: draftStatus(locale, save) });
  return {
    args: { audience, draftStatus: draftStatus('en', save) },
    parameters: { localeArgs: { de: inLocale('de'), tr: inLocale('tr') } },
    play: expectDraftStatus(save),
  };
}
const idleAudience = { state: 'idle', counts: [], total: 0, totalLabel: '0' } satisfies AnnouncementComposerProps['audience'];
const loadingAudience = { state: 'loading', counts: [], total: 0, totalLabel: '' } satisfies AnnouncementComposerProps['audience'];
const failedAudience = { state: 'error', counts: [], total: 0, totalLabel: '' } satisfies AnnouncementComposerProps['audience'];

const empty = ownState(idleAudience, 'none');
export const Empty: Story = {
  args: { ...empty.args, value: emptyDraft },
  parameters: empty.parameters,
  play: async (context) => {
    const { labels, onSend } = renderedArgs(context);
    await userEvent.click(within(context.canvasElement).getByRole('button', { name: labels.send }));
    await expect(within(context.canvasElement).getByText(labels.incomplete)).toBeInTheDocument();
    await expect(onSend).not.toHaveBeenCalled();
  },
};
export const CountingRecipients: Story = ownState(loadingAudience, 'saving');
export const AudienceFailed: Story = ownState(failedAudience, 'failed');
export const Sent: Story = {
  args: { notice: sentNotice('en') },
  parameters: { localeArgs: { de: { notice: sentNotice('de') }, tr: { notice: sentNotice('tr') } } },
  play: async (context) => {
    await expect(statusLines(context.canvasElement)).toContain(sentNotice(renderedLocale(context)));
  },
};
export const LongGerman: Story = { args: localeArgs('de'), globals: { locale: 'de' }, play: expectDraftStatus('saved') };
export const Turkish: Story = { args: localeArgs('tr'), globals: { locale: 'tr' }, play: expectDraftStatus('saved') };
export const Mobile: Story = {
  globals: { locale: 'de', viewport: { value: 'mobile', isRotated: false } },
  args: localeArgs('de'),
  play: expectDraftStatus('saved'),
};
