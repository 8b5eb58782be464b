import { announcementLimits, DataError, isWaitlistServiceId, languages, type AnnouncementsPort } from '@zk/data';
import { useDataAdapters } from '@zk/data/react';
import {
  AnnouncementComposer,
  AnnouncementRecords,
  LeadInboxNote,
  type AnnouncementAudienceView,
  type AnnouncementDraftValue,
} from '@zk/ui/admin';
import { useMemo, useState } from 'react';
import { useI18n } from '../app/i18n-context';
import {
  announcementComposerLabels,
  announcementLanguages,
  announcementRecordsLabels,
  announcementServiceOptions,
} from '../props/admin-console';
import { serviceKeys } from '../props/waitlist-service-keys';
import { composeKey } from './compose-key';
import { ConsolePageHeading } from './console-page-heading';
import { failureText, serverErrorText } from './server-error-text';
import { useAnnouncementDraft, type DraftSave } from './use-announcement-draft';
import { useAnnouncementAudience, useAnnouncementRecords } from './use-announcements';

/** `/admin/announcements`: write and send a launch announcement, and the record of those sent. */
export function AnnouncementsPage() {
  const { t } = useI18n();
  const { announcements } = useDataAdapters();
  return (
    <>
      <ConsolePageHeading
        documentTitle={t('admin.pages.announcements.documentTitle')}
        title={t('admin.pages.announcements.title')}
        lead={t('admin.pages.announcements.lead')}
      />
      {announcements ? (
        <EmbeddedAnnouncements port={announcements} />
      ) : (
        <LeadInboxNote title={t('admin.pages.announcements.title')} note={t('admin.announcements.hostedNote')} />
      )}
    </>
  );
}

function EmbeddedAnnouncements({ port }: { port: AnnouncementsPort }) {
  const { language, t } = useI18n();
  const number = useMemo(() => new Intl.NumberFormat(language), [language]);
  const time = useMemo(() => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }), [language]);
  const { draft, change, save, reset } = useAnnouncementDraft(port);
  const { records, reload } = useAnnouncementRecords(port);
  const [sent, setSent] = useState(0);
  const [notice, setNotice] = useState('');
  // One key per composed announcement: a post repeated (a double click, a retry after a lost answer) sends nothing twice.
  const [idempotencyKey, setIdempotencyKey] = useState(composeKey);
  // The service and copy the server refused as a repeat: pressing "Send now" again for exactly these confirms it.
  const [refusedRepeat, setRefusedRepeat] = useState<string | null>(null);
  const audience = useAnnouncementAudience(port, draft.service, sent);
  const serviceLabel = (id: string) => (isWaitlistServiceId(id) ? t(`waitlist.services.${serviceKeys[id]}.title`) : id);

  const audienceView: AnnouncementAudienceView = {
    state: audience.state,
    counts: audience.value
      ? languages.map((l) => ({
          language: l,
          label: t(`admin.announcements.languages.${l}`),
          count: number.format(audience.value.counts[l]),
        }))
      : [],
    total: audience.value?.total ?? 0,
    totalLabel: number.format(audience.value?.total ?? 0),
  };

  const send = async (): Promise<string | null> => {
    if (!draft.service) return t('admin.announcements.incomplete');
    const request = { service: draft.service, copy: draft.copy };
    const fingerprint = JSON.stringify(request);
    try {
      const record = await port.send({ ...request, idempotencyKey, confirmRepeat: refusedRepeat === fingerprint });
      setIdempotencyKey(composeKey());
      setRefusedRepeat(null);
      reset();
      reload();
      setSent((n) => n + 1);
      setNotice(t('admin.announcements.sent', { count: record.recipients }));
      return null;
    } catch (caught) {
      if (caught instanceof DataError && caught.code === 'no_recipients') return t('admin.announcements.noRecipients');
      if (caught instanceof DataError && caught.code === 'repeat_announcement') setRefusedRepeat(fingerprint);
      return failureText(caught, t, t('admin.announcements.sendFailed'));
    }
  };

  return (
    <>
      <AnnouncementComposer
        labels={announcementComposerLabels({ t })}
        serviceOptions={announcementServiceOptions({ t })}
        languages={announcementLanguages({ t })}
        value={draft}
        onChange={(next: AnnouncementDraftValue) =>
          change({
            service: next.service && isWaitlistServiceId(next.service) ? next.service : null,
            copy: { ...draft.copy, ...(next.copy as Partial<typeof draft.copy>) },
          })
        }
        limits={announcementLimits}
        audience={audienceView}
        draftStatus={draftStatusText(save, t, (at) => time.format(new Date(at)))}
        onSend={send}
        notice={notice}
      />
      <AnnouncementRecords
        labels={announcementRecordsLabels({ t })}
        rows={records.value.map((record) => ({
          id: record.id,
          whenLabel: time.format(new Date(record.createdAt)),
          by: record.createdBy,
          serviceLabel: serviceLabel(record.service),
          subject: record.subjects[language],
          recipients: number.format(record.recipients),
          delivered: number.format(record.delivered),
          failed: number.format(record.failed),
          pending: number.format(record.pending),
        }))}
        state={records.state}
        errorMessage={records.error ? serverErrorText(records.error, t) : undefined}
        onReload={reload}
      />
    </>
  );
}

function draftStatusText(save: DraftSave, t: ReturnType<typeof useI18n>['t'], format: (at: string) => string): string {
  if (save.state === 'saving') return t('admin.announcements.draftSaving');
  if (save.state === 'failed') return t('admin.announcements.draftFailed');
  return save.savedAt ? t('admin.announcements.draftSaved', { time: format(save.savedAt) }) : '';
}
