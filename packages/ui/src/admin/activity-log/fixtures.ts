import { storyContext, storyT } from '@story/copy';
import type { Locale } from '@story/locale';
import { activityLogLabels as siteActivityLogLabels } from '@zk/site/props';
import type { ActivityLogLabels, ActivityLogOutcome, ActivityLogRow } from './labels';

/** The activity page's labels as the site's activity-page.tsx maps them. */
export const activityLogLabels = (locale: Locale): ActivityLogLabels => siteActivityLogLabels(storyContext(locale));

type EventName =
  | 'sessions_revoked'
  | 'sign_in_succeeded'
  | 'sign_in_failed'
  | 'sign_in_throttled'
  | 'leads_exported'
  | 'leads_erased'
  | 'announcement_sent'
  | 'password_changed';

interface Event {
  id: string;
  at: string;
  event: EventName;
  outcome: ActivityLogOutcome;
  ip: string | null;
  device: string | null;
  count?: number;
  reason?: 'rate_limited';
}

const events: Event[] = [
  {
    id: '9',
    at: '2026-06-02T11:42:10Z',
    event: 'sessions_revoked',
    outcome: 'success',
    ip: '203.0.113.7',
    device: 'Firefox on Linux',
    count: 2,
  },
  { id: '8', at: '2026-06-02T11:40:03Z', event: 'sign_in_succeeded', outcome: 'success', ip: '203.0.113.7', device: 'Firefox on Linux' },
  {
    id: '7',
    at: '2026-06-02T11:39:55Z',
    event: 'sign_in_failed',
    outcome: 'failure',
    ip: '2001:db8:4f2a:100::17',
    device: 'Chrome on Android',
  },
  {
    id: '6',
    at: '2026-06-02T09:15:00Z',
    event: 'sign_in_throttled',
    outcome: 'refused',
    ip: '198.51.100.23',
    device: 'curl',
    reason: 'rate_limited',
  },
  { id: '5', at: '2026-06-01T18:02:44Z', event: 'leads_exported', outcome: 'success', ip: '203.0.113.7', device: null, count: 148 },
  { id: '4', at: '2026-06-01T17:30:00Z', event: 'leads_erased', outcome: 'success', ip: '203.0.113.7', device: null, count: 3 },
  { id: '3', at: '2026-06-01T12:00:00Z', event: 'announcement_sent', outcome: 'success', ip: null, device: null, count: 412 },
  { id: '2', at: '2026-06-01T08:00:00Z', event: 'password_changed', outcome: 'success', ip: '203.0.113.7', device: 'Safari on macOS' },
];

/** The rows as the site shows them in `locale` (times in UTC, so the stories do not depend on the machine's zone). */
export function activityLogRowsIn(locale: Locale): ActivityLogRow[] {
  const t = storyT(locale);
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' });
  return events.map((event) => {
    const detail = [
      event.count === undefined ? null : t('admin.activity.count', { count: event.count }),
      event.reason === undefined ? null : t(`admin.activity.reasons.${event.reason}`),
    ].filter((part) => part !== null);
    return {
      id: event.id,
      outcome: event.outcome,
      eventLabel: t(`admin.activity.events.${event.event}`),
      timeLabel: format.format(new Date(event.at)),
      dateTime: event.at,
      ip: event.ip,
      device: event.device,
      detail: detail.length > 0 ? detail.join(' · ') : null,
    };
  });
}

export const activityLogRows = activityLogRowsIn('en');
