import { LegalPage } from './legal-page';

export function TermsPage() {
  return <LegalPage page="terms" dated={true} />;
}
