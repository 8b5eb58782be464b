import { createClient, type SupabaseClient, type SupportedStorage } from '@supabase/supabase-js';
import type { AuthPort, CountdownsPort } from '../../ports.ts';
import { passwordCheck } from './password-check.ts';
import { supabaseAuth } from './supabase-auth.ts';
import { supabaseCountdowns } from './supabase-countdowns.ts';

export interface SupabaseAdapterOptions {
  /** Project URL, e.g. `https://abcd.supabase.co` (public). */
  url: string;
  /** The anon / publishable key (public: row-level security does the guarding). */
  anonKey: string;
  fetch?: typeof fetch;
  /** Session storage; browsers default to localStorage, elsewhere an in-memory store. */
  storage?: SupportedStorage;
  /** Milliseconds since the epoch (tests move it for the 5-minute rule). */
  now?: () => number;
  /** Refresh the access token before it expires (default true; tests turn it off). */
  autoRefreshToken?: boolean;
  /** `OPERATOR_MFA=required`: an operator without a verified TOTP factor may only enrol one. */
  mfaRequired?: boolean;
}

export interface SupabaseAdapters {
  auth: AuthPort;
  countdowns: CountdownsPort;
  /** The underlying client, for shutdown (`removeAllChannels`, `auth.stopAutoRefresh`). */
  client: SupabaseClient;
}

/** The hosted auth and countdowns ports. Submissions stay on the project server (it forwards to Airtable). */
export function createSupabaseAdapters(options: SupabaseAdapterOptions): SupabaseAdapters {
  const client = createClient(options.url, options.anonKey, {
    auth: {
      persistSession: true,
      autoRefreshToken: options.autoRefreshToken ?? true,
      detectSessionInUrl: false,
      ...(options.storage ? { storage: options.storage } : {}),
    },
    ...(options.fetch ? { global: { fetch: options.fetch } } : {}),
  });
  const auth = supabaseAuth(client, {
    now: options.now ?? Date.now,
    checkPassword: passwordCheck(options),
    mfaRequired: options.mfaRequired ?? false,
  });
  return { auth, countdowns: supabaseCountdowns(client, auth), client };
}

export { toAuthSession, toCountdown, signInTime, operatorRole, type CountdownRow } from './rows.ts';
