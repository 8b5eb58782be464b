import type { InboxLead, LeadKind, LeadPage } from '../../domain/lead-inbox.ts';
import { leadQueryBody } from '../../domain/lead-query-body.ts';
import type { LeadFeedEvent, LeadsPort } from '../../ports.ts';
import type { HttpClient } from './http-client.ts';
import { subscribeSse } from './sse-client.ts';

const leadPath = (kind: LeadKind, id: string) => `/api/leads/inbox/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`;

function leadEvent(data: string): LeadFeedEvent | null {
  try {
    const parsed = JSON.parse(data) as { kind?: unknown; id?: unknown; change?: unknown };
    if ((parsed.kind === 'contact' || parsed.kind === 'waitlist') && typeof parsed.id === 'string') {
      return { type: 'LEAD', kind: parsed.kind, id: parsed.id, change: typeof parsed.change === 'string' ? parsed.change : 'changed' };
    }
  } catch {
    // not JSON: ignored
  }
  return null;
}

/**
 * The lead inbox on the project server (routes in `domain/lead-inbox.ts`), through the same HTTP client
 * as every operator request (same-origin cookie; the server checks the Origin of state changes). Searches
 * and exports send their filters in a POST body, never in an address (see `leadQueryBody`). Live
 * changes come as `lead` events on the operator's event stream, the one the countdowns use.
 */
export function localLeads(http: HttpClient, backoffMs?: readonly number[]): LeadsPort {
  return {
    page: (query) => http.request<LeadPage>('POST', '/api/leads/inbox/search', leadQueryBody(query)),
    get: async (kind, id) => (await http.request<{ lead: InboxLead }>('GET', leadPath(kind, id))).lead,
    setStatus: async (kind, id, status) => (await http.request<{ lead: InboxLead }>('PATCH', leadPath(kind, id), { status })).lead,
    remove: async (kind, id) => (await http.request<{ erased: number }>('DELETE', leadPath(kind, id))).erased,
    eraseEmail: async (email) => (await http.request<{ erased: number }>('POST', '/api/leads/erasure', { email })).erased,
    exportCsv: async (query) => {
      const { url } = await http.request<{ url: string }>(
        'POST',
        '/api/leads/exports',
        leadQueryBody({ ...query, cursor: undefined, limit: undefined }),
      );
      return http.url(url);
    },
    subscribe(onEvent) {
      return subscribeSse({
        url: http.url('/api/countdowns/events'),
        fetch: http.fetch,
        backoffMs,
        onMessage(message) {
          if (message.event === 'lead') {
            const event = leadEvent(message.data);
            if (event) onEvent(event);
          } else if (message.event === 'change' && message.data.includes('"RESYNC"')) {
            onEvent({ type: 'RESYNC' });
          }
        },
      });
    },
  };
}
