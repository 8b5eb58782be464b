import type { LeadQuery } from './lead-inbox.ts';

const order = ['q', 'kind', 'status', 'service', 'subscription', 'from', 'to', 'cursor', 'limit'] as const;

/**
 * The query string of an inbox request (`?q=…&kind=…`), empty fields left out, in a fixed order; empty
 * when nothing is set. No zod: the export link is built on the dashboard's first render.
 */
export function leadQueryString(query: LeadQuery): string {
  const params = new URLSearchParams();
  for (const key of order) {
    const value = query[key];
    if (value === undefined || value === null) continue;
    const text = String(value).trim();
    if (text !== '') params.set(key, text);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
