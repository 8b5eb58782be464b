import { RouterLink } from '../components/router-link';
import type { PropsContext } from '../props/context';
import { siteConfig } from '../site-config';
import { useI18n } from './i18n-context';

/** The page's context for the props mapping (`props/`): its language and `t`, the site's link and configuration. */
export function usePropsContext(): PropsContext {
  const { language, t } = useI18n();
  return { language, t, Link: RouterLink, site: siteConfig };
}
