import { DemoStore } from '@zk/ui/admin';
import { demoStore, demoStoreCopy, demoStoreProducts } from './demo-content';
import { useDocumentTitle } from './use-document-title';

/** `/admin/demo/1`: the electronics-store demo (the Dialogflow widget loads here). */
export default function DemoStorePage() {
  useDocumentTitle('Voltix Electronics (demo)');
  return <DemoStore copy={demoStoreCopy} cartCount={demoStore.cartCount} products={demoStoreProducts} />;
}
