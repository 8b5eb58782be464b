import { inLocales } from '@story/copy';
import { passkeyDetail, passkeyLabels } from '@zk/site/props';
import type { PasskeyListItem } from './passkey-settings';

/** The passkeys' labels, by the site's own `passkeyLabels`. */
export const { en: passkeyLabelsEn, de: passkeyLabelsDe, tr: passkeyLabelsTr } = inLocales(passkeyLabels);

/** Two passkeys, one used, one not, described in each language by the site's own `passkeyDetail`. */
export const {
  en: samplePasskeysEn,
  de: samplePasskeysDe,
  tr: samplePasskeysTr,
} = inLocales((copy): PasskeyListItem[] => {
  const date = (iso: string) => new Intl.DateTimeFormat(copy.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));
  return [
    { id: 'cred-1', name: 'MacBook Pro', detail: passkeyDetail(copy, { added: date('2026-11-28'), lastUsed: date('2026-11-29') }) },
    { id: 'cred-2', name: 'iPhone', detail: passkeyDetail(copy, { added: date('2026-11-29'), lastUsed: null }) },
  ];
});
