import type { ActivityKind } from '@zk/data';
import type { SecurityEventName } from './security-log.ts';

/** What the activity page files each security event under: a new event name must be given its kind here. */
export const securityEventKinds: Readonly<Record<SecurityEventName, ActivityKind>> = {
  sign_in_succeeded: 'sign_in',
  session_replaced: 'sign_in',
  sign_out: 'sign_in',
  sessions_revoked: 'sign_in',
  sign_in_failed: 'failure',
  sign_in_throttled: 'failure',
  password_change_failed: 'failure',
  operator_request_refused: 'failure',
  device_cookie_rejected: 'failure',
  second_factor_failed: 'failure',
  reauthentication_failed: 'failure',
  passkey_failed: 'failure',
  password_changed: 'factor',
  second_factor_added: 'factor',
  second_factor_removed: 'factor',
  recovery_codes_regenerated: 'factor',
  passkey_added: 'factor',
  recovery_code_used: 'sign_in',
  passkey_used: 'sign_in',
  second_factor_clock_skew: 'sign_in',
  leads_exported: 'export',
  leads_erased: 'erasure',
  leads_scrubbed: 'erasure',
  announcement_sent: 'announcement',
  configuration_warning: 'configuration',
};

/** The events of one kind. */
export function eventsOfKind(kind: ActivityKind): SecurityEventName[] {
  return (Object.keys(securityEventKinds) as SecurityEventName[]).filter((event) => securityEventKinds[event] === kind);
}

/** The kind of a stored event; an event this release does not know (a newer release wrote it) is a `configuration` note. */
export function kindOfEvent(event: string): ActivityKind {
  return Object.hasOwn(securityEventKinds, event) ? securityEventKinds[event as SecurityEventName] : 'configuration';
}
