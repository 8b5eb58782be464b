import { DemoAnalytics } from '@zk/ui/admin';
import { demoTitles } from '@zk/i18n/demo-copy';
import { demoAnalyticsProps } from '../props/demos';
import { useDocumentLanguage } from './use-document-language';
import { useDocumentTitle } from './use-document-title';

/** `/admin/demo/2`: the analytics-platform landing-page demo. */
export default function DemoAnalyticsPage() {
  // The demos stand for a prospect's English-language site (packages/i18n/src/demo-copy.ts).
  useDocumentLanguage('en');
  useDocumentTitle(demoTitles.analytics);
  return <DemoAnalytics {...demoAnalyticsProps()} />;
}
