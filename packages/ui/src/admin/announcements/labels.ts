/** One language's subject and body as typed. */
export interface AnnouncementText {
  subject: string;
  body: string;
}

/** What the operator has typed so far: the service and the copy per language code. */
export interface AnnouncementDraftValue {
  service: string | null;
  copy: Record<string, AnnouncementText>;
}

export interface AnnouncementOption {
  value: string;
  label: string;
}

/** The recipients by language, once a service is chosen. */
export interface AnnouncementAudienceView {
  state: 'idle' | 'loading' | 'ready' | 'error';
  counts: { language: string; label: string; count: string }[];
  total: number;
  totalLabel: string;
}

export interface AnnouncementComposerLabels {
  composeTitle: string;
  /** What the recipients agreed to, so the text stays within it (the launch of the service they chose). */
  consentScope: string;
  service: string;
  chooseService: string;
  subject: string;
  body: string;
  audienceTitle: string;
  audienceHint: string;
  audienceTotal: string;
  audienceNone: string;
  audienceFailed: string;
  preview: string;
  previewTitle: string;
  close: string;
  send: string;
  incomplete: string;
  confirmTitle: string;
  confirmBody: (count: number) => string;
  confirmSend: string;
  cancel: string;
  sending: string;
  loading: string;
}

/** One sent announcement, every text in the operator's language. */
export interface AnnouncementRecordRow {
  id: string;
  whenLabel: string;
  by: string;
  serviceLabel: string;
  subject: string;
  recipients: string;
  delivered: string;
  failed: string;
  pending: string;
}

export interface AnnouncementRecordsLabels {
  recordsTitle: string;
  recordsEmpty: string;
  recordsFailed: string;
  reload: string;
  when: string;
  by: string;
  service: string;
  subject: string;
  recipients: string;
  delivered: string;
  failed: string;
  pending: string;
  loading: string;
}

/** Whether every language has a subject and a body and a service is chosen. */
export function isAnnouncementComplete(value: AnnouncementDraftValue, languages: readonly string[]): boolean {
  return (
    value.service !== null &&
    languages.every((language) => (value.copy[language]?.subject.trim() ?? '') !== '' && (value.copy[language]?.body.trim() ?? '') !== '')
  );
}
