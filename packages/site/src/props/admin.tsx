import { waitlistServiceIds } from '@zk/data';
import type {
  ChangePasswordFormLabels,
  CountdownManagerLabels,
  DemoLinksProps,
  LeadInboxLabels,
  LeadInboxOption,
  PasskeySettingsLabels,
  SessionCountdownLabels,
  SecondFactorSettingsLabels,
  SignInCodeFormLabels,
  SignInFormLabels,
  StatCardsProps,
} from '@zk/ui/admin';
import { CalendarCheck, MessagesSquare, Users } from 'lucide-react';
import type { PrivacyFacts } from '../site-config';
import type { PropsContext } from './context';
import { serviceKeys } from './waitlist-service-keys';

type Copy = Pick<PropsContext, 't'>;

export function signInLabels({ t }: Copy): SignInFormLabels {
  return {
    eyebrow: t('admin.signIn.eyebrow'),
    title: t('admin.signIn.title'),
    lead: t('admin.signIn.lead'),
    email: t('admin.signIn.email'),
    password: t('admin.signIn.password'),
    submit: t('admin.signIn.submit'),
    submitting: t('admin.signIn.submitting'),
    note: t('admin.signIn.sessionNote'),
    passkey: { use: t('admin.signIn.passkey'), noScript: t('admin.signIn.passkeyNoScript') },
  };
}

/** The sign-in's second step: the authenticator's code or a recovery code. */
export function signInCodeLabels({ t }: Copy, { recoveryCodes = true }: { recoveryCodes?: boolean } = {}): SignInCodeFormLabels {
  return {
    eyebrow: t('admin.signIn.eyebrow'),
    title: t('admin.signInCode.title'),
    lead: recoveryCodes ? t('admin.signInCode.lead') : t('admin.signInCode.leadAppOnly'),
    code: t('admin.signInCode.code'),
    submit: t('admin.signInCode.submit'),
    submitting: t('admin.signIn.submitting'),
    startOver: t('admin.signInCode.startOver'),
    passkey: { use: t('admin.signInCode.passkey'), noScript: t('admin.signInCode.passkeyNoScript') },
  };
}

/** Settings' second factor; `date` is when it was added, `count` the recovery codes left (when set up). */
/** Settings' passkeys: the list, adding one under a name, removing one. */
export function passkeyLabels({ t }: Copy): PasskeySettingsLabels {
  return {
    title: t('admin.passkeys.title'),
    lead: t('admin.passkeys.lead'),
    listLabel: t('admin.passkeys.listLabel'),
    loading: t('admin.passkeys.loading'),
    empty: t('admin.passkeys.empty'),
    name: t('admin.passkeys.name'),
    nameHint: t('admin.passkeys.nameHint'),
    password: t('admin.passkeys.password'),
    add: t('admin.passkeys.add'),
    remove: t('admin.passkeys.remove'),
    removeOf: (name) => t('admin.passkeys.removeOf', { name }),
    unsupported: t('admin.passkeys.unsupported'),
    submitting: t('admin.passkeys.submitting'),
  };
}

/** "Added 28 Nov 2026, last used 29 Nov 2026" for a passkey, dates in the page's language. */
export function passkeyDetail({ t }: Copy, { added, lastUsed }: { added: string; lastUsed: string | null }): string {
  const used = lastUsed === null ? t('admin.passkeys.neverUsed') : t('admin.passkeys.lastUsed', { date: lastUsed });
  return `${t('admin.passkeys.added', { date: added })}, ${used}`;
}

export function secondFactorLabels(
  { t }: Copy,
  { date = '', count = 0, recoveryCodes = true }: { date?: string; count?: number; recoveryCodes?: boolean } = {},
): SecondFactorSettingsLabels {
  return {
    title: t('admin.secondFactor.title'),
    lead: t('admin.secondFactor.lead'),
    off: t('admin.secondFactor.off'),
    password: t('admin.secondFactor.password'),
    start: t('admin.secondFactor.start'),
    scan: t('admin.secondFactor.scan'),
    qrAlt: t('admin.secondFactor.qrAlt'),
    secret: t('admin.secondFactor.secret'),
    code: t('admin.secondFactor.code'),
    confirm: t('admin.secondFactor.confirm'),
    codesTitle: t('admin.secondFactor.codesTitle'),
    codesLead: t('admin.secondFactor.codesLead'),
    codesSaved: t('admin.secondFactor.codesSaved'),
    added: t('admin.secondFactor.added', { date }),
    codesLeft: recoveryCodes ? t('admin.secondFactor.codesLeft', { count }) : t('admin.secondFactor.noRecoveryCodes'),
    regenerate: t('admin.secondFactor.regenerate'),
    remove: t('admin.secondFactor.remove'),
    submitting: t('admin.secondFactor.submitting'),
  };
}

/** The password change on the dashboard (`section`) or, while the first-start password is in use, as the page (`page`). */
export function changePasswordLabels({ t }: Copy, variant: 'page' | 'section'): ChangePasswordFormLabels {
  const first = variant === 'page';
  return {
    title: first ? t('admin.password.firstTitle') : t('admin.password.title'),
    lead: first ? t('admin.password.firstLead') : t('admin.password.lead'),
    currentPassword: t('admin.password.currentPassword'),
    newPassword: t('admin.password.newPassword'),
    confirmPassword: t('admin.password.confirmPassword'),
    submit: t('admin.password.submit'),
    submitting: t('admin.password.submitting'),
    mismatch: t('admin.password.mismatch'),
    success: t('admin.password.success'),
  };
}

export function sessionLabels({ t }: Copy): SessionCountdownLabels {
  return { label: t('admin.dashboard.session.label'), description: t('admin.dashboard.session.description') };
}

/** SPEC section 2: fixed sample figures. */
export const sampleStats = { totalUsers: 1234, activeChats: 56, appointments: 23 };

/** The dashboard's sample figures under their labels, as numbers in the page's language. */
export function statCardsProps({ t, language }: Pick<PropsContext, 't' | 'language'>): StatCardsProps {
  const number = new Intl.NumberFormat(language);
  return {
    label: t('admin.dashboard.stats.label'),
    items: [
      { id: 'users', label: t('admin.dashboard.stats.totalUsers'), value: number.format(sampleStats.totalUsers), icon: <Users /> },
      {
        id: 'chats',
        label: t('admin.dashboard.stats.activeChats'),
        value: number.format(sampleStats.activeChats),
        icon: <MessagesSquare />,
      },
      {
        id: 'appointments',
        label: t('admin.dashboard.stats.appointments'),
        value: number.format(sampleStats.appointments),
        icon: <CalendarCheck />,
      },
    ],
  };
}

/** The two demo sites, under the admin's base path (`/admin` or `/{lang}/admin`). */
export function demoLinksProps({ t }: Copy, base: string): DemoLinksProps {
  return {
    title: t('admin.dashboard.demos.title'),
    lead: t('admin.dashboard.demos.lead'),
    newTabLabel: t('admin.dashboard.demos.newTab'),
    links: [
      { href: `${base}/demo/1`, label: t('admin.dashboard.demos.store'), kind: 'store' },
      { href: `${base}/demo/2`, label: t('admin.dashboard.demos.landing'), kind: 'landing' },
    ],
  };
}

export function countdownLabels({ t }: Copy): CountdownManagerLabels {
  return {
    title: t('admin.countdowns.title'),
    lead: t('admin.countdowns.lead'),
    formTitle: t('admin.countdowns.formTitle'),
    titleLabel: t('admin.countdowns.titleLabel'),
    titlePlaceholder: t('admin.countdowns.titlePlaceholder'),
    targetLabel: t('admin.countdowns.targetLabel'),
    create: t('admin.countdowns.create'),
    creating: t('admin.countdowns.creating'),
    missingFields: t('admin.countdowns.missingFields'),
    listLabel: t('admin.countdowns.listLabel'),
    empty: t('admin.countdowns.empty'),
    emptyHint: t('admin.countdowns.emptyHint'),
    loading: t('admin.loading'),
    active: t('admin.countdowns.active'),
    inactive: t('admin.countdowns.inactive'),
    toggleHint: t('admin.countdowns.toggleHint'),
    delete: t('admin.countdowns.delete'),
    deleteLabel: (title) => t('admin.countdowns.deleteLabel', { title }),
    confirmTitle: t('admin.countdowns.confirmTitle'),
    confirmBody: (title) => t('admin.countdowns.confirmBody', { title }),
    confirm: t('admin.countdowns.confirm'),
    cancel: t('admin.countdowns.cancel'),
  };
}

/** The configured copies of a lead outside the database, as the erasure dialogs name them. */
export type ErasureCopies = Pick<PrivacyFacts, 'airtable' | 'notifications' | 'webhooks' | 'backupRetentionHours'>;

/**
 * What becomes of each copy when a lead is deleted (issue 47 item 1): Airtable's is deleted with it; the
 * team's mailbox, the webhook receiver (unless it acts on `lead.erased`) and downloaded exports are the
 * operator's to clear; backups keep it until they are deleted.
 */
export function erasureCopiesText({ t }: Copy, copies: ErasureCopies): string {
  const hours = copies.backupRetentionHours;
  return [
    ...(copies.airtable ? [t('admin.inbox.copies.airtable')] : []),
    ...(copies.notifications ? [t('admin.inbox.copies.notifications')] : []),
    ...(copies.webhooks ? [t('admin.inbox.copies.webhooks')] : []),
    t('admin.inbox.copies.exports'),
    ...(hours ? [t('admin.inbox.copies.backups', { count: Math.ceil(hours / 24) })] : []),
  ].join(' ');
}

/** No copy outside the database but downloaded exports (the embedded default; the stories show it). */
export const exportsOnly: ErasureCopies = { airtable: false, notifications: null, webhooks: null, backupRetentionHours: null };

export function inboxLabels({ t }: Copy, copies: ErasureCopies = exportsOnly): LeadInboxLabels {
  const { copies: _copies, ...inbox } = t('admin.inbox');
  const after = erasureCopiesText({ t }, copies);
  return {
    ...inbox,
    loading: t('admin.loading'),
    statusOf: (name) => t('admin.inbox.statusOf', { name }),
    detailsOf: (name) => t('admin.inbox.detailsOf', { name }),
    deleteOf: (name) => t('admin.inbox.deleteOf', { name }),
    confirmDeleteBody: (name) => `${t('admin.inbox.confirmDeleteBody', { name })} ${after}`,
    confirmEraseBody: (email) => `${t('admin.inbox.confirmEraseBody', { email })} ${after}`,
  };
}

/** The inbox's service filter: every waitlist service by its id, named in the page's language. */
export function inboxServiceOptions({ t }: Copy): LeadInboxOption[] {
  return waitlistServiceIds.map((id) => ({ value: id, label: t(`waitlist.services.${serviceKeys[id]}.title`) }));
}
