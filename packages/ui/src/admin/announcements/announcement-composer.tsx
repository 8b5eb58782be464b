import { Eye, Send } from 'lucide-react';
import { useId, useState, type HTMLAttributes } from 'react';
import { Button } from '../../primitives/button';
import { controlVariants, FormAlert, Label } from '../../primitives/field';
import { ConfirmDialog } from '../lead-inbox/confirm-dialog';
import { AnnouncementAudience } from './announcement-audience';
import { AnnouncementPreview } from './announcement-preview';
import {
  isAnnouncementComplete,
  type AnnouncementAudienceView,
  type AnnouncementComposerLabels,
  type AnnouncementDraftValue,
  type AnnouncementOption,
} from './labels';
import { LanguageCopyFields } from './language-copy-fields';

export interface AnnouncementComposerProps extends Omit<HTMLAttributes<HTMLElement>, 'onChange'> {
  /** Every text of the composer in the operator's language: fields, audience, preview, confirmation. */
  labels: AnnouncementComposerLabels;
  /** The waitlist services an announcement can be about: id and display name. */
  serviceOptions: AnnouncementOption[];
  /** The languages to write in, in order, each with its name. */
  languages: { language: string; label: string }[];
  /** The draft: the chosen service and a subject and body per language. */
  value: AnnouncementDraftValue;
  /** Called with the whole draft on every edit; the caller keeps it (and saves it). */
  onChange: (value: AnnouncementDraftValue) => void;
  /** Longest subject and body per language, in characters; the counters show what is left. */
  limits: { subject: number; body: number };
  /** Who would receive it: confirmed waitlisters of the chosen service who have not unsubscribed, per language (or counting, or failed). */
  audience: AnnouncementAudienceView;
  /** The draft's saved state, announced politely ("Draft saved 14:02"). */
  draftStatus: string;
  /** Sends it; resolves null once queued, else the reason to show in the confirmation. */
  onSend: () => Promise<string | null>;
  /** Announced after a send ("Announcement queued for 12 recipients"). */
  notice?: string;
}

/** The launch announcement: service, subject and body per language, recipients, preview, and a send that asks first. */
export function AnnouncementComposer({
  labels,
  serviceOptions,
  languages,
  value,
  onChange,
  limits,
  audience,
  draftStatus,
  onSend,
  notice,
  ...props
}: AnnouncementComposerProps) {
  const id = useId();
  const [previewing, setPreviewing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [incomplete, setIncomplete] = useState(false);
  const [failure, setFailure] = useState('');
  const complete = isAnnouncementComplete(
    value,
    languages.map((l) => l.language),
  );
  const texts = languages.map(({ language, label }) => ({ language, label, text: value.copy[language] ?? { subject: '', body: '' } }));

  const askToSend = () => {
    setIncomplete(!complete);
    if (complete) setConfirming(true);
  };
  const send = async () => {
    const reason = await onSend();
    setFailure(reason ?? '');
    return reason === null;
  };

  return (
    <section
      {...props}
      data-slot="announcement-composer"
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-6 rounded-card border border-border bg-surface p-6 shadow-card sm:p-8"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id={`${id}-title`} className="text-xl font-semibold text-foreground">
          {labels.composeTitle}
        </h2>
        <p role="status" className="text-sm text-muted">
          {draftStatus}
        </p>
      </div>
      <p className="max-w-prose text-sm text-muted">{labels.consentScope}</p>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="flex min-w-0 flex-col gap-5">
          <div className="flex max-w-sm flex-col gap-2">
            <Label htmlFor={`${id}-service`}>{labels.service}</Label>
            <select
              id={`${id}-service`}
              value={value.service ?? ''}
              onChange={(e) => onChange({ ...value, service: e.target.value || null })}
              className={controlVariants()}
            >
              <option value="">{labels.chooseService}</option>
              {serviceOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          {texts.map(({ language, label, text }) => (
            <LanguageCopyFields
              key={language}
              legend={label}
              language={language}
              value={text}
              labels={labels}
              limits={limits}
              onChange={(next) => onChange({ ...value, copy: { ...value.copy, [language]: next } })}
            />
          ))}
        </div>
        <AnnouncementAudience audience={audience} labels={labels} />
      </div>
      {incomplete && !complete ? <FormAlert>{labels.incomplete}</FormAlert> : null}
      <p role="status" className="text-sm font-semibold text-success empty:hidden">
        {notice}
      </p>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => setPreviewing(true)}>
          <Eye aria-hidden />
          {labels.preview}
        </Button>
        <Button onClick={askToSend}>
          <Send aria-hidden />
          {labels.send}
        </Button>
      </div>
      <AnnouncementPreview
        open={previewing}
        title={labels.previewTitle}
        closeLabel={labels.close}
        onClose={() => setPreviewing(false)}
        languages={texts}
      />
      <ConfirmDialog
        open={confirming}
        title={labels.confirmTitle}
        body={labels.confirmBody(audience.total)}
        confirm={labels.confirmSend}
        cancel={labels.cancel}
        working={labels.sending}
        failed={failure}
        onConfirm={send}
        onClose={() => setConfirming(false)}
      />
    </section>
  );
}
