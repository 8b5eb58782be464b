import { DemoAnalytics } from '@zk/ui/admin';
import { demoAnalyticsCopy } from './demo-content';
import { useDocumentLanguage } from './use-document-language';
import { useDocumentTitle } from './use-document-title';

/** `/admin/demo/2`: the analytics-platform landing-page demo. */
export default function DemoAnalyticsPage() {
  // The demos stand for a prospect's English-language site (demo-content.ts).
  useDocumentLanguage('en');
  useDocumentTitle('Lumetric (demo)');
  return <DemoAnalytics copy={demoAnalyticsCopy} />;
}
