import { LegalPage } from '@/components/site/legal/LegalPage';
import { legalPage } from '@/components/site/legal/legal-page';

const { document, metadata: pageMeta } = legalPage('terms');
export const metadata = pageMeta;

export default function TermsPage() {
  return <LegalPage document={document} />;
}
