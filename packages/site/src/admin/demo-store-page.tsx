import { DemoStore } from '@zk/ui/admin';
import { demoTitles } from '@zk/i18n/demo-copy';
import { demoStoreProps } from '../props/demos';
import { useDocumentLanguage } from './use-document-language';
import { useDocumentTitle } from './use-document-title';

/** `/admin/demo/1`: the electronics-store demo (the Dialogflow widget loads here). */
export default function DemoStorePage() {
  // The demos stand for a prospect's English-language site (packages/i18n/src/demo-copy.ts).
  useDocumentLanguage('en');
  useDocumentTitle(demoTitles.store);
  return <DemoStore {...demoStoreProps()} />;
}
