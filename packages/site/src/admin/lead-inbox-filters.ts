import { leadKinds, leadStatuses, subscriptionStates, waitlistServiceIds, type LeadQuery } from '@zk/data';
import { emptyLeadInboxFilters, type LeadInboxFilters } from '@zk/ui/admin';

export type InboxFilters = LeadInboxFilters;

const storageKey = 'zk.leadInbox.filters';
const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** The filters as the server's query: empty fields left out, anything unknown dropped. */
export function toLeadQuery(filters: InboxFilters): LeadQuery {
  const query: LeadQuery = {};
  const q = filters.q.trim();
  if (q) query.q = q.slice(0, 200);
  if ((leadKinds as readonly string[]).includes(filters.kind)) query.kind = filters.kind as LeadQuery['kind'];
  if ((leadStatuses as readonly string[]).includes(filters.status)) query.status = filters.status as LeadQuery['status'];
  if ((waitlistServiceIds as string[]).includes(filters.service)) query.service = filters.service;
  if ((subscriptionStates as readonly string[]).includes(filters.subscription))
    query.subscription = filters.subscription as LeadQuery['subscription'];
  if (isoDay.test(filters.from)) query.from = filters.from;
  if (isoDay.test(filters.to)) query.to = filters.to;
  return query;
}

/** The filters of this tab's last visit to the dashboard (kept for the session, never across tabs). */
export function loadInboxFilters(): InboxFilters {
  try {
    const stored = JSON.parse(sessionStorage.getItem(storageKey) ?? 'null') as Partial<InboxFilters> | null;
    if (!stored || typeof stored !== 'object') return emptyLeadInboxFilters;
    const text = (key: keyof InboxFilters) => (typeof stored[key] === 'string' ? stored[key] : '');
    return {
      q: text('q'),
      kind: toLeadQuery({ ...emptyLeadInboxFilters, kind: text('kind') as InboxFilters['kind'] }).kind ?? '',
      status: toLeadQuery({ ...emptyLeadInboxFilters, status: text('status') as InboxFilters['status'] }).status ?? '',
      service: text('service'),
      subscription:
        toLeadQuery({ ...emptyLeadInboxFilters, subscription: text('subscription') as InboxFilters['subscription'] }).subscription ?? '',
      from: text('from'),
      to: text('to'),
    };
  } catch {
    return emptyLeadInboxFilters;
  }
}

export function saveInboxFilters(filters: InboxFilters): void {
  try {
    sessionStorage.setItem(storageKey, JSON.stringify(filters));
  } catch {
    // storage full or blocked: the filters just do not survive a reload
  }
}
