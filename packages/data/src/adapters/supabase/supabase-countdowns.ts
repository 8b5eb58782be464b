import type { RealtimePostgresChangesPayload, SupabaseClient } from '@supabase/supabase-js';
import { missingCountdownFieldsMessage, newCountdownSchema, type NewCountdown } from '../../domain/countdown.ts';
import { DataError } from '../../domain/errors.ts';
import type { CountdownFeedEvent, CountdownsPort } from '../../ports.ts';
import { countdownsTable, countdownsVersionTable, toCountdown, type CountdownRow } from './rows.ts';
import type { SupabaseAuth } from './supabase-auth.ts';
import { fromPostgrest, unauthorizedError } from './supabase-errors.ts';

let channelCounter = 0;

/**
 * Countdowns port on the Supabase table with the calls of SPEC section 7. Row-level security guards
 * the data; operator calls also check the 5-minute rule here so a stale session fails fast and ends.
 */
export function supabaseCountdowns(client: SupabaseClient, auth: SupabaseAuth): CountdownsPort {
  const table = () => client.from(countdownsTable);
  const requireOperator = async () => {
    if (!(await auth.writableOperatorSession())) throw unauthorizedError();
  };

  function toChange(payload: RealtimePostgresChangesPayload<CountdownRow>): CountdownFeedEvent | null {
    if (payload.eventType === 'INSERT') return { type: 'INSERT', countdown: toCountdown(payload.new) };
    if (payload.eventType === 'UPDATE') return { type: 'UPDATE', countdown: toCountdown(payload.new) };
    if (payload.eventType === 'DELETE' && typeof payload.old.id === 'string') return { type: 'DELETE', countdown: { id: payload.old.id } };
    return null;
  }

  return {
    async list() {
      await requireOperator();
      const { data, error, status } = await table().select('*').order('target_date', { ascending: true });
      if (error) throw fromPostgrest(error, status);
      return (data as CountdownRow[]).map(toCountdown);
    },
    async active() {
      const { data, error, status } = await table()
        .select('*')
        .eq('is_active', true)
        .order('target_date', { ascending: true })
        .limit(1);
      if (error) throw fromPostgrest(error, status);
      const [row] = data as CountdownRow[];
      return row ? toCountdown(row) : null;
    },
    async create(input: NewCountdown) {
      const checked = newCountdownSchema.safeParse(input);
      if (!checked.success) {
        const message = checked.error.issues[0]?.message ?? missingCountdownFieldsMessage;
        throw new DataError(message === missingCountdownFieldsMessage ? 'missing_fields' : 'validation_failed', message, 0);
      }
      await requireOperator();
      const { data, error, status } = await table()
        .insert({ title: checked.data.title, target_date: checked.data.target_date, is_active: true })
        .select()
        .single();
      if (error) throw fromPostgrest(error, status);
      return toCountdown(data as CountdownRow);
    },
    async toggle(id) {
      await requireOperator();
      const current = await table().select('is_active').eq('id', id).single();
      if (current.error) throw fromPostgrest(current.error, current.status);
      const { data, error, status } = await table()
        .update({ is_active: !(current.data as Pick<CountdownRow, 'is_active'>).is_active })
        .eq('id', id)
        .select()
        .single();
      if (error) throw fromPostgrest(error, status);
      return toCountdown(data as CountdownRow);
    },
    async remove(id) {
      await requireOperator();
      const { error, status } = await table().delete().eq('id', id);
      if (error) throw fromPostgrest(error, status);
    },
    subscribe(onEvent) {
      let stopped = false;
      let channel: ReturnType<SupabaseClient['channel']> | undefined;
      void auth.freshOperatorSession().then((operator) => {
        if (stopped) return;
        channel = client.channel(`countdowns-${++channelCounter}`);
        if (operator) {
          channel.on<CountdownRow>('postgres_changes', { event: '*', schema: 'public', table: countdownsTable }, (payload) => {
            const change = toChange(payload);
            if (change) onEvent(change);
          });
        } else {
          // Visitors may not see inactive rows, so Realtime withholds those changes: listen to the version.
          channel.on('postgres_changes', { event: '*', schema: 'public', table: countdownsVersionTable }, () => onEvent({ type: 'CHANGED' }));
        }
        let subscribedOnce = false;
        channel.subscribe((state, error) => {
          if (state === 'SUBSCRIBED') {
            // After a reconnect, changes may have been missed: read again.
            if (subscribedOnce) onEvent({ type: 'RESYNC' });
            subscribedOnce = true;
          } else if (state === 'CHANNEL_ERROR' || state === 'TIMED_OUT') {
            console.error(`Countdown changes: ${state}`, error);
          }
        });
      });
      return () => {
        stopped = true;
        if (channel) void client.removeChannel(channel);
      };
    },
  };
}
