import { LeadsPanel } from '@zk/ui/admin';
import { useMemo } from 'react';
import { useI18n } from '../app/i18n-context';
import { serviceKeyForName } from '../waitlist-service-keys';
import { useLeads } from './use-leads';

/** The leads panel: contact inquiries and waitlist entries with the CSV export. */
export function DashboardLeads() {
  const { language, t } = useI18n();
  const { data, loading, csvUrl } = useLeads();
  const format = useMemo(() => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }), [language]);
  if (csvUrl === null) return null;
  const received = (createdAt: string) => ({ receivedAt: createdAt, receivedLabel: format.format(new Date(createdAt)) });
  return (
    <LeadsPanel
      loading={loading}
      csvHref={csvUrl}
      contacts={data.contacts.map((lead) => ({
        id: lead.id,
        name: lead.fullName,
        email: lead.email,
        message: lead.inquiry,
        ...received(lead.createdAt),
      }))}
      waitlist={data.waitlist.map((lead) => ({
        id: lead.id,
        name: lead.fullName,
        email: lead.email,
        // Stored as English display names (what Airtable gets); shown in the page's language.
        services: lead.services.map((name) => {
          const key = serviceKeyForName(name);
          return key ? t(`waitlist.services.${key}.title`) : name;
        }),
        language: lead.language.toLocaleUpperCase(language),
        ...received(lead.createdAt),
      }))}
      labels={{
        title: t('admin.leads.title'),
        lead: t('admin.leads.lead'),
        contacts: t('admin.leads.contacts'),
        waitlist: t('admin.leads.waitlist'),
        export: t('admin.leads.export'),
        emptyContacts: t('admin.leads.emptyContacts'),
        emptyWaitlist: t('admin.leads.emptyWaitlist'),
        received: t('admin.leads.received'),
        language: t('admin.leads.language'),
        loading: t('admin.loading'),
      }}
    />
  );
}
