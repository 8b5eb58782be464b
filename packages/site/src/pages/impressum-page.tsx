import { LegalPage } from './legal-page';

export function ImpressumPage() {
  return <LegalPage page="impressum" dated={false} />;
}
