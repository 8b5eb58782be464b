import { DemoAnalytics } from '@zk/ui/admin';
import { demoAnalyticsCopy } from './demo-content';
import { useDocumentTitle } from './use-document-title';

/** `/admin/demo/2`: the analytics-platform landing-page demo. */
export default function DemoAnalyticsPage() {
  useDocumentTitle('Lumetric (demo)');
  return <DemoAnalytics copy={demoAnalyticsCopy} />;
}
