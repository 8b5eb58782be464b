import type { PublicPage } from '@zk/i18n';
import type { PageIntroProps } from '@zk/ui';
import type { PropsContext } from './context';

/** A page's heading and lead, from `pages.{page}` of the dictionary (each in its page's own namespace). */
export function pageIntroProps({ t }: PropsContext, page: Exclude<PublicPage, 'home'>): PageIntroProps {
  return { title: t(`pages.${page}.title`), lead: t(`pages.${page}.lead`) };
}
