import { languages, waitlistServiceIds } from '@zk/data';
import type {
  ActivityLogLabels,
  AdminNavItem,
  AnnouncementComposerLabels,
  AnnouncementOption,
  AnnouncementRecordsLabels,
  MailLogLabels,
} from '@zk/ui/admin';
import { House, Inbox, Mail, Megaphone, Settings, ShieldCheck } from 'lucide-react';
import type { PropsContext } from './context';
import { serviceKeys } from './waitlist-service-keys';

type Copy = Pick<PropsContext, 't'>;

/** The console's sections: their path under the admin base (`/admin`, `/de/admin`) and their navigation entry. */
export const consoleSections = [
  { id: 'overview', path: 'dashboard', icon: <House /> },
  { id: 'leads', path: 'leads', icon: <Inbox /> },
  { id: 'announcements', path: 'announcements', icon: <Megaphone /> },
  { id: 'mail', path: 'mail', icon: <Mail /> },
  { id: 'activity', path: 'activity', icon: <ShieldCheck /> },
  { id: 'settings', path: 'settings', icon: <Settings /> },
] as const;

export type ConsoleSection = (typeof consoleSections)[number]['id'];

/** The console's navigation entries under the admin base. */
export function adminNavItems({ t }: Copy, base: string): AdminNavItem[] {
  return consoleSections.map(({ id, path, icon }) => ({ id, href: `${base}/${path}`, label: t(`admin.nav.${id}`), icon }));
}

export function mailLogLabels({ t }: Copy): MailLogLabels {
  return {
    ...t('admin.mail'),
    loading: t('admin.loading'),
    previewOf: (subject) => t('admin.mail.previewOf', { subject }),
    retryOf: (subject, recipient) => t('admin.mail.retryOf', { subject, recipient }),
  };
}

export function activityLogLabels({ t }: Copy): ActivityLogLabels {
  const {
    count_one: _one,
    count_other: _other,
    revoked_one: _revokedOne,
    revoked_other: _revokedOther,
    events: _events,
    reasons: _reasons,
    ...copy
  } = t('admin.activity');
  return {
    ...copy,
    loading: t('admin.loading'),
    revoked: (count) => t('admin.activity.revoked', { count }),
  };
}

export function announcementComposerLabels({ t }: Copy): AnnouncementComposerLabels {
  return {
    ...t('admin.announcements'),
    loading: t('admin.loading'),
    confirmBody: (count) => t('admin.announcements.confirmBody', { count }),
  };
}

export function announcementRecordsLabels({ t }: Copy): AnnouncementRecordsLabels {
  return { ...t('admin.announcements'), loading: t('admin.loading') };
}

/** Every language an announcement is written in, named in the page's language. */
export function announcementLanguages({ t }: Copy): { language: string; label: string }[] {
  return languages.map((language) => ({ language, label: t(`admin.announcements.languages.${language}`) }));
}

/** Every waitlist service by its id, named in the page's language. */
export function announcementServiceOptions({ t }: Copy): AnnouncementOption[] {
  return waitlistServiceIds.map((id) => ({ value: id, label: t(`waitlist.services.${serviceKeys[id]}.title`) }));
}
