import type { DataAdapters } from '@zk/data';
import { loadConsolePorts, subscribeLater, type ConsolePorts } from '../app/data-adapters';

/**
 * Methods `names` of a port that load it first (in its own chunk), then call the loaded port's method of the same
 * name: one small function per method, whatever the port's code.
 */
const forward =
  <T>(port: () => Promise<T>) =>
  <K extends keyof T>(names: readonly K[]): Required<Pick<T, K>> =>
    Object.fromEntries(
      names.map((name) => [
        name,
        async (...args: unknown[]) => {
          const loaded = await port();
          const method = loaded[name] as ((...args: unknown[]) => Promise<unknown>) | undefined;
          if (!method) throw new Error(`${String(name)} is not available with this backend`);
          return method.apply(loaded, args);
        },
      ]),
    ) as Required<Pick<T, K>>;

/**
 * The site's adapters (`site`, which keep the banner's feed and the forms) with the console's ports,
 * whose code loads on first use. Whether there is a lead inbox, mail log, announcements and activity page
 * (`hasLeads`) and whether the operator changes the password here (`ownPasswords`), both only with the
 * embedded server (with passkeys), are known up front because the
 * console shows those parts only then.
 */
export function consoleAdapters(
  site: DataAdapters,
  load: () => Promise<ConsolePorts> = loadConsolePorts,
  embedded = !__SITE_CONFIG__.supabase,
): DataAdapters {
  let loaded: Promise<ConsolePorts> | undefined;
  const ports = () => (loaded ??= load());
  /** The loaded port `pick` names, or a rejection saying this backend has none. */
  const portOf =
    <T>(name: string, pick: (p: ConsolePorts) => T | undefined) =>
    async (): Promise<T> => {
      const port = pick(await ports());
      if (!port) throw new Error(`${name} is not available with this backend`);
      return port;
    };
  const ownAuth = portOf('The own sign-in', (p) => p.auth);
  return {
    auth: {
      // Both backends have the code step and TOTP in Settings (Supabase Auth MFA in hosted mode).
      ...forward(ownAuth)(['getSession', 'signIn', 'signOut', 'signInWithCode']),
      secondFactors: forward(portOf('Second factors', (p) => p.auth.secondFactors))([
        'status',
        'beginTotp',
        'confirmTotp',
        'regenerateRecoveryCodes',
        'remove',
      ]),
      ...(embedded
        ? {
            ...forward(ownAuth)(['changePassword', 'signInWithPasskey', 'passkeySupport']),
            cancelPasskey: () => void ownAuth().then((auth) => auth.cancelPasskey?.()),
            passkeys: forward(portOf('Passkeys', (p) => p.auth.passkeys))(['list', 'add', 'remove']),
          }
        : {}),
      onAuthStateChange: (callback) =>
        subscribeLater(
          ports,
          (p) => p.auth.onAuthStateChange(callback),
          () => callback('INITIAL_SESSION', null),
        ),
    },
    countdowns: {
      ...site.countdowns,
      ...forward(portOf('Countdowns', (p) => p.countdowns))(['list', 'create', 'toggle', 'remove']),
    },
    submissions: site.submissions,
    ...(embedded
      ? {
          leads: {
            ...forward(portOf('The lead inbox', (p) => p.leads))(['page', 'get', 'setStatus', 'remove', 'eraseEmail', 'exportCsv']),
            subscribe: (onEvent) => subscribeLater(ports, (p) => p.leads?.subscribe(onEvent) ?? (() => {})),
          },
          mail: {
            ...forward(portOf('The mail log', (p) => p.mail))(['list', 'retry']),
            // The same-origin address the local adapter gives (`local-mail.ts`), known before it loads.
            previewUrl: (id) => `/api/mail/${encodeURIComponent(id)}/preview`,
          },
          announcements: forward(portOf('Announcements', (p) => p.announcements))([
            'list',
            'audience',
            'template',
            'send',
            'draft',
            'saveDraft',
          ]),
          activity: forward(portOf('The activity page', (p) => p.activity))(['list', 'revokeOtherSessions']),
        }
      : {}),
  };
}
