import type { LeadQuery } from './lead-inbox.ts';

const fields = ['q', 'kind', 'status', 'service', 'subscription', 'from', 'to', 'cursor', 'limit'] as const;

/**
 * The JSON body of an inbox request (`POST /api/leads/inbox/search`, `POST /api/leads/exports`): empty
 * fields left out, text trimmed. A body, not a query string, so search terms stay out of the addresses
 * that proxies and access logs keep. No zod: it runs on every keystroke's request.
 */
export function leadQueryBody(query: LeadQuery): Partial<Record<(typeof fields)[number], string | number>> {
  const body: Partial<Record<(typeof fields)[number], string | number>> = {};
  for (const key of fields) {
    const value = query[key];
    if (value === undefined || value === null) continue;
    if (typeof value === 'number') body[key] = value;
    else if (String(value).trim() !== '') body[key] = String(value).trim();
  }
  return body;
}
