import { LegalPage } from '@/components/site/legal/LegalPage';
import { legalPage } from '@/components/site/legal/legal-page';

const { document, generateMetadata: pageMeta } = legalPage('terms');
export const generateMetadata = pageMeta;

export default function TermsPage() {
  return <LegalPage document={document} />;
}
