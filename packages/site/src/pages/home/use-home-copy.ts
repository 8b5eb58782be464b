import type { Dictionary } from '@zk/i18n';
import { useI18n } from '../../app/i18n-context';

/** The home page's structured copy in the page's language, typed by the English dictionary. */
export function useHomeCopy(): Dictionary['home'] {
  const { t } = useI18n();
  return t('home');
}
