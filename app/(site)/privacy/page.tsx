import { LegalPage } from '@/components/site/legal/LegalPage';
import { legalPage } from '@/components/site/legal/legal-page';

const { document, generateMetadata: pageMeta } = legalPage('privacy');
export const generateMetadata = pageMeta;

export default function PrivacyPage() {
  return <LegalPage document={document} />;
}
