import { DemoStore } from '@zk/ui/admin';
import { demoStore, demoStoreCopy, demoStoreProducts } from './demo-content';
import { useDocumentLanguage } from './use-document-language';
import { useDocumentTitle } from './use-document-title';

/** `/admin/demo/1`: the electronics-store demo (the Dialogflow widget loads here). */
export default function DemoStorePage() {
  // The demos stand for a prospect's English-language site (demo-content.ts).
  useDocumentLanguage('en');
  useDocumentTitle('Voltix Electronics (demo)');
  return <DemoStore copy={demoStoreCopy} cartCount={demoStore.cartCount} products={demoStoreProducts} />;
}
